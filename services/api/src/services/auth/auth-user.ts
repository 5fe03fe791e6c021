/** Who a request acts for, read from its access token by `app.authenticate`. */
export type AuthUser = {
  id: string;
  isAdmin: boolean;
  /** The refresh-token family (the sign-in) the access token was issued for: `sid` claim. */
  sessionId?: string | undefined;
  /**
   * Set while an admin acts on behalf of this user (act-as): then `id` is the user acted as,
   * `isAdmin` is false, only `merchantId` is reachable, and `adminId` is who really acts
   * (recorded in the audit log).
   */
  actingAs?: { sessionId: string; adminId: string; merchantId: string } | undefined;
};
