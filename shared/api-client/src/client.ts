import { ACT_AS_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE } from '@arara/contracts';
import { isLoggedIn, sessionStore } from '@arara/session';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from './api-error';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Response schema: the client parses what the server sends. */
  schema?: $ZodType<T>;
  headers?: Record<string, string>;
  /** Calls made before sign-in (login, refresh) never try to refresh. */
  isPublic?: boolean;
  signal?: AbortSignal;
};

type ClientConfig = {
  baseUrl: string;
  /** Where the browser goes when the session cannot be renewed. */
  onSessionExpired: () => void;
};

const config: ClientConfig = {
  baseUrl: '/api',
  onSessionExpired: () => {
    const { pathname, search } = window.location;
    // The back office has its own sign-in.
    const login = /^\/admin(\/|$)/.test(pathname) ? '/admin/login' : '/login';
    window.location.assign(`${login}?from=${encodeURIComponent(`${pathname}${search}`)}`);
  },
};

export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

let refreshInFlight: Promise<boolean> | null = null;

/** The header the refresh-cookie routes (refresh, logout) require against cross-site requests. */
export const COOKIE_ROUTE_HEADERS: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** Name of the Web Lock that makes the tabs of a browser refresh one after the other. */
export const REFRESH_LOCK = 'arara-session-refresh';

/**
 * Runs `task` holding the browser-wide refresh lock, where there is one (Web Locks API). Every
 * tab shares the one refresh cookie: two tabs opened at once would otherwise both present the
 * same token, and the API takes the second use as a stolen token and ends the session. In
 * turn, each refresh sends the cookie the previous one rotated.
 */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * Renews the access token with the refresh token of the httpOnly cookie (rotated by the API).
 * False when the API refuses it (the session is over); an API it cannot reach or that fails
 * (network error, 5xx: stopped, restarting) says nothing about the session, so that throws the
 * ApiError instead: the request fails, the session stays for the next one (docs/reliability.md).
 * So does an answer whose body never arrives: a reload or a navigation aborts the page's
 * requests, and by then the browser may already hold the rotated cookie.
 */
async function refreshTokens(): Promise<boolean> {
  if (!isLoggedIn(sessionStore.getState())) return false;
  let response: Response;
  try {
    response = await oneTabAtATime(() =>
      fetch(`${config.baseUrl}/auth/refresh`, {
        method: 'POST',
        // The cookie goes along by fetch's default (credentials: 'same-origin').
        headers: COOKIE_ROUTE_HEADERS,
      }),
    );
  } catch {
    throw ApiError.network();
  }
  if (response.status >= 500) throw await ApiError.fromResponse(response);
  if (!response.ok) return false;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw ApiError.network();
  }
  const { ZAuthTokens } = await ApiError.validation();
  const tokens = ZAuthTokens.safeParse(body);
  if (!tokens.success) return false;
  sessionStore.getState().setAccessToken(tokens.data.accessToken);
  return true;
}

/**
 * Every 401 of the page waits for the same refresh: one refresh token, one rotation. When it
 * is refused, the session ends once (one sign-out, one redirect), however many requests
 * waited; when the API cannot be reached, they all fail with that error and nobody signs out.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= refreshTokens()
    .then((isRenewed) => {
      if (!isRenewed) {
        sessionStore.getState().signOut();
        config.onSessionExpired();
      }
      return isRenewed;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * A new page of a signed-in session has no access token yet (it is kept in memory only): renews
 * it through the refresh cookie, joining a refresh in flight, rather than send a request bound
 * to fail. True when there is a token to send or nobody is signed in (nothing to renew); false
 * when the refresh was refused (the session is over, as `refreshSession` says). Rejects when the
 * API cannot be reached.
 */
export async function ensureAccessToken(): Promise<boolean> {
  const state = sessionStore.getState();
  if (state.accessToken || !isLoggedIn(state)) return true;
  return refreshSession();
}

async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const { accessToken, actingAs } = sessionStore.getState();
  if (accessToken && !options.isPublic) {
    headers.Authorization = `Bearer ${accessToken}`;
    // An admin acting as a user: the API answers as that user, and records what is done.
    if (actingAs) headers[ACT_AS_HEADER] = actingAs.sessionId;
  }
  try {
    return await fetch(`${config.baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network();
  }
}

/** A successful response, after one refresh-and-retry on a 401; any failure is an ApiError. */
async function sendOk(path: string, options: RequestOptions<unknown>): Promise<Response> {
  if (!options.isPublic && !(await ensureAccessToken())) {
    throw new ApiError(401, 'UNAUTHORIZED', 'Session expired');
  }
  const sentWith = sessionStore.getState().accessToken;
  let response = await send(path, options);
  if (response.status === 401 && !options.isPublic) {
    // A refresh that finished while this request was on its way already renewed the token:
    // retry with it rather than rotate the refresh token a second time.
    const current = sessionStore.getState().accessToken;
    const isRenewed = current !== null && current !== sentWith ? true : await refreshSession();
    if (!isRenewed) throw await ApiError.fromResponse(response);
    response = await send(path, options);
  }
  if (!response.ok) {
    const error = await ApiError.fromResponse(response);
    // The act-as session ended (stopped elsewhere, or no longer valid): stop acting here too.
    if (error.code === 'ACT_AS_INVALID') sessionStore.getState().stopActingAs();
    throw error;
  }
  return response;
}

export async function apiRequest<T = void>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const response = await sendOk(path, options);
  if (response.status === 204 || !options.schema) return undefined as T;
  const [{ parse }, body] = await Promise.all([ApiError.validation(), response.json()]);
  return parse(options.schema, body);
}

/**
 * A file the API streams (statement exports): the raw `Response`, sent with the session's
 * token and act-as header like `apiRequest`, so the body can be read as a Blob. Failures
 * throw the same `ApiError` (the API still answers errors as JSON).
 */
export function apiDownload(path: string, signal?: AbortSignal): Promise<Response> {
  return sendOk(path, { headers: { Accept: '*/*' }, signal });
}

/** Where the API is (the path prefix of every request): for the uploads of `./call`. */
export const apiBaseUrl = (): string => config.baseUrl;
