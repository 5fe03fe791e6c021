import { apiRequest } from '@arara/api-client';
import {
  type TSignedInResponse,
  type TTwoFactorDisableRequest,
  type TTwoFactorEnableRequest,
  type TTwoFactorEnableResponse,
  type TTwoFactorLoginRequest,
  type TTwoFactorRevocationRequest,
  type TTwoFactorRevokeRequest,
  type TTwoFactorSetupResponse,
  ZSignedInResponse,
  ZTwoFactorEnableResponse,
  ZTwoFactorSetupResponse,
} from '@arara/contracts';

/**
 * The two-factor calls. Setup and enable act for the signed-in user, or — with the setup
 * token of a sign-in — for a user without a session yet (then the call is public).
 */

export function loginWithTwoFactor(input: TTwoFactorLoginRequest): Promise<TSignedInResponse> {
  return apiRequest('/auth/login/two-factor', {
    method: 'POST',
    body: input,
    schema: ZSignedInResponse,
    isPublic: true,
  });
}

export function startTwoFactorSetup(setupToken?: string): Promise<TTwoFactorSetupResponse> {
  return apiRequest('/auth/two-factor/setup', {
    method: 'POST',
    body: setupToken ? { setupToken } : {},
    schema: ZTwoFactorSetupResponse,
    isPublic: Boolean(setupToken),
  });
}

export function enableTwoFactor(input: TTwoFactorEnableRequest): Promise<TTwoFactorEnableResponse> {
  return apiRequest('/auth/two-factor/enable', {
    method: 'POST',
    body: input,
    schema: ZTwoFactorEnableResponse,
    isPublic: Boolean(input.setupToken),
  });
}

export function disableTwoFactor(input: TTwoFactorDisableRequest): Promise<void> {
  return apiRequest('/auth/two-factor/disable', { method: 'POST', body: input });
}

/** "Lost your device?": e-mails a link that turns two-factor off. */
export function requestTwoFactorRevocation(input: TTwoFactorRevocationRequest): Promise<void> {
  return apiRequest('/auth/two-factor/revocation', {
    method: 'POST',
    body: input,
    isPublic: true,
  });
}

export function revokeTwoFactor(input: TTwoFactorRevokeRequest): Promise<void> {
  return apiRequest('/auth/two-factor/revoke', { method: 'POST', body: input, isPublic: true });
}

/** Query key of a setup in progress (one secret per mount, however often React renders). */
export const twoFactorSetupKey = (setupToken?: string) =>
  ['shell', 'twoFactor', 'setup', setupToken ?? 'session'] as const;
