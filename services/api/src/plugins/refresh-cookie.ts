import { AppErrorCode, CSRF_HEADER, CSRF_HEADER_VALUE } from '@arara/contracts';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Name of the httpOnly cookie that carries the refresh token. */
export const REFRESH_COOKIE = 'arara_refresh';

export type RefreshCookieOptions = {
  /**
   * Path of the cookie as the browser sees the auth routes: '/api/auth' behind the apps'
   * same-origin /api proxy (which strips /api before the API sees the request).
   */
  path: string;
  /** Lifetime of the cookie: the refresh token's. */
  maxAgeSeconds: number;
  /** Origins of the web apps: the only pages allowed to use the cookie routes. */
  allowedOrigins: string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest handler of the routes that act on the refresh cookie (refresh, logout): the
     * CSRF header must be there and the Origin, when the client sends one, must be a web app's.
     * A page of another site can do neither, so it cannot make the browser use the cookie.
     */
    requireCookieRequest: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyReply {
    clearRefreshCookie: () => FastifyReply;
  }
}

type WithRefreshToken = { refreshToken?: unknown };

/** The refresh token of a session in a response body (a sign-in, a refresh, 2FA enable). */
function takeRefreshToken(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const top = payload as WithRefreshToken & { session?: WithRefreshToken };
  const holder = typeof top.refreshToken === 'string' ? top : top.session;
  if (!holder || typeof holder.refreshToken !== 'string') return null;
  const token = holder.refreshToken;
  delete holder.refreshToken;
  return token;
}

/**
 * The refresh token travels only in an httpOnly, Secure, SameSite=Strict cookie: page scripts
 * (the shell runs code of six remote origins) can never read it. Every route whose answer
 * opens or renews a session returns the token as services issue it; this hook moves it out of
 * the body into the cookie, so no route can leak it by forgetting to.
 */
export default fp(
  async (app, options: RefreshCookieOptions) => {
    await app.register(cookie);
    const allowedOrigins = new Set(options.allowedOrigins);
    const cookieOptions = {
      path: options.path,
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
    } as const;

    app.addHook('preSerialization', async (_request, reply, payload) => {
      const token = takeRefreshToken(payload);
      if (token !== null) {
        reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: options.maxAgeSeconds });
      }
      return payload;
    });

    app.decorateReply('clearRefreshCookie', function (this: FastifyReply) {
      return this.clearCookie(REFRESH_COOKIE, cookieOptions);
    });

    app.decorate('requireCookieRequest', async (request: FastifyRequest) => {
      if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
        throw new AppError(AppErrorCode.FORBIDDEN, `Missing ${CSRF_HEADER} header`);
      }
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin)) {
        throw new AppError(AppErrorCode.FORBIDDEN, 'Origin not allowed');
      }
    });
  },
  { name: 'refresh-cookie' },
);

/** The refresh token the browser sent in its cookie, if any. */
export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value ? value : null;
}
