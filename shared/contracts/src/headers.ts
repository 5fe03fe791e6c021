/**
 * Header of every request an admin makes on behalf of a user (act-as), next to the admin's own
 * access token. Admin endpoints (/admin/*) ignore it: there the admin is always themselves.
 * (Its own module: the API client imports it on every page, /login included, without the
 * back-office schemas.)
 */
export const ACT_AS_HEADER = 'x-act-as-session';

/**
 * Header the browser must send on the refresh-cookie routes (POST /auth/refresh, /auth/logout):
 * a page of another site cannot add it without a CORS preflight the API refuses, so a forged
 * cross-site request never reaches them with the user's cookie.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'arara';
