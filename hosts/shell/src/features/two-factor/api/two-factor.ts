import { callApi } from '@arara/api-client/call';
import { endpointKey } from '@arara/api-client/query';
import {
  type TTwoFactorDisableRequest,
  type TTwoFactorEnableRequest,
  type TTwoFactorLoginRequest,
  type TTwoFactorRevocationRequest,
  type TTwoFactorRevokeRequest,
  twoFactorEndpoints,
} from '@arara/contracts';

/**
 * The two-factor calls. Setup and enable act for the signed-in user, or — with the setup
 * token of a sign-in — for a user without a session yet (then the call is public).
 */

export const loginWithTwoFactor = (body: TTwoFactorLoginRequest) =>
  callApi(twoFactorEndpoints.login, { body });

export const startTwoFactorSetup = (setupToken?: string) =>
  callApi(twoFactorEndpoints.setup, {
    body: setupToken ? { setupToken } : {},
    isPublic: Boolean(setupToken),
  });

export const enableTwoFactor = (body: TTwoFactorEnableRequest) =>
  callApi(twoFactorEndpoints.enable, { body, isPublic: Boolean(body.setupToken) });

export const disableTwoFactor = (body: TTwoFactorDisableRequest) =>
  callApi(twoFactorEndpoints.disable, { body });

/** "Lost your device?": e-mails a link that turns two-factor off. */
export const requestTwoFactorRevocation = (body: TTwoFactorRevocationRequest) =>
  callApi(twoFactorEndpoints.requestRevocation, { body });

export const revokeTwoFactor = (body: TTwoFactorRevokeRequest) =>
  callApi(twoFactorEndpoints.revoke, { body });

/** Query key of a setup in progress (one secret per mount, however often React renders). */
export const twoFactorSetupKey = (setupToken?: string) =>
  [...endpointKey(twoFactorEndpoints.setup), setupToken ?? 'session'] as const;
