import { bodyCall, callApi } from '@arara/api-client/call';
import { endpointKey } from '@arara/api-client/query';
import { type TTwoFactorEnableRequest, twoFactorEndpoints } from '@arara/contracts';

/**
 * The two-factor calls. Setup and enable act for the signed-in user, or — with the setup
 * token of a sign-in — for a user without a session yet (then the call is public).
 */

export const loginWithTwoFactor = bodyCall(twoFactorEndpoints.login);

export const startTwoFactorSetup = (setupToken?: string) =>
  callApi(twoFactorEndpoints.setup, {
    body: setupToken ? { setupToken } : {},
    isPublic: Boolean(setupToken),
  });

export const enableTwoFactor = (body: TTwoFactorEnableRequest) =>
  callApi(twoFactorEndpoints.enable, { body, isPublic: Boolean(body.setupToken) });

export const disableTwoFactor = bodyCall(twoFactorEndpoints.disable);

/** "Lost your device?": e-mails a link that turns two-factor off. */
export const requestTwoFactorRevocation = bodyCall(twoFactorEndpoints.requestRevocation);

export const revokeTwoFactor = bodyCall(twoFactorEndpoints.revoke);

/** Query key of a setup in progress (one secret per mount, however often React renders). */
export const twoFactorSetupKey = (setupToken?: string) =>
  [...endpointKey(twoFactorEndpoints.setup), setupToken ?? 'session'] as const;
