/**
 * Header of every request an admin makes on behalf of a user (act-as), next to the admin's own
 * access token. Admin endpoints (/admin/*) ignore it: there the admin is always themselves.
 * (Its own module: the API client imports it on every page, /login included, without the
 * back-office schemas.)
 */
export const ACT_AS_HEADER = 'x-act-as-session';
