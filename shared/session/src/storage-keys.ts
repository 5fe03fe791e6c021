/**
 * localStorage keys of the browser-stored session data (docs/requirements/identity-and-access.md "Session data"). No token is among them: the
 * access token lives in memory only and the refresh token in an httpOnly cookie, so no script
 * of the page (the shell runs code of several origins) can read a token from storage.
 */
export const STORAGE_KEYS = {
  adminSession: 'adminSession',
  userSession: 'userSession',
  currentMerchantId: 'currentMerchantId',
  /** The act-as session of an admin acting as a user (back office). */
  actingAs: 'actingAs',
} as const;

/** Where earlier versions kept the tokens: removed at start, so none lingers in storage. */
export const LEGACY_TOKEN_KEYS = ['accessToken', 'refreshToken'] as const;
