/** localStorage keys of the browser-stored session data (spec §3). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  adminSession: 'adminSession',
  userSession: 'userSession',
  currentMerchantId: 'currentMerchantId',
  /** The act-as session of an admin acting as a user (back office). */
  actingAs: 'actingAs',
} as const;
