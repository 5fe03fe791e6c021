import { ACT_AS_HEADER, AppErrorCode } from '@arara/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../lib/app-error';
import { burnPasswordCheck } from '../lib/password';
import { resolveActAs } from '../services/admin/resolve-act-as';
import type { AuthUser } from '../services/auth/auth-user';

export type AuthOptions = {
  jwtSecret: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  /** Seconds an act-as session lasts from its start (default 30 minutes). */
  actAsSessionTtl?: number;
  /** Seconds a sign-in lasts at most, refreshes included (default 30 days). */
  sessionMaxAge?: number;
};

export const DEFAULT_ACT_AS_SESSION_TTL = 30 * 60;
export const DEFAULT_SESSION_MAX_AGE = 30 * 24 * 60 * 60;

export const JWT_ISSUER = 'arara-api';
export const JWT_AUDIENCE = 'arara';

export type AccessTokens = {
  sign: (user: AuthUser) => Promise<string>;
  verify: (token: string) => Promise<AuthUser>;
  ttl: number;
  refreshTtl: number;
  /** Seconds from sign-in after which no refresh token of it is valid. */
  sessionMaxAge: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * preHandler for routes that need a signed-in user; sets `request.user`. With an
     * X-Act-As-Session header (and an admin token) the user is the one acted as.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /**
     * The audit-log entry written for this act-as request before it ran (its status is set
     * when the answer leaves).
     */
    actAsAuditId: string | null;
  }
}

const unauthorized = (message = 'Authentication required') =>
  new AppError(AppErrorCode.UNAUTHORIZED, message);

export function createAccessTokens(options: AuthOptions): AccessTokens {
  // Imported once: given the secret's bytes, jose imports an HMAC key on every sign and verify,
  // half of a verify's time (~60 of ~120 µs here), paid by every authenticated request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.jwtSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    ttl: options.accessTokenTtl,
    refreshTtl: options.refreshTokenTtl,
    sessionMaxAge: options.sessionMaxAge ?? DEFAULT_SESSION_MAX_AGE,
    sign: async (user) =>
      new SignJWT(
        user.sessionId ? { adm: user.isAdmin, sid: user.sessionId } : { adm: user.isAdmin },
      )
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${options.accessTokenTtl}s`)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
        });
        if (typeof payload.sub !== 'string') throw unauthorized('Invalid access token');
        return {
          id: payload.sub,
          isAdmin: payload.adm === true,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new AppError(AppErrorCode.TOKEN_EXPIRED, 'Access token expired');
        }
        if (error instanceof AppError) throw error;
        throw unauthorized('Invalid access token');
      }
    },
  };
}

const bearerToken = (header: string | undefined): string | undefined => {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
};

/**
 * The bearer token's user, as signed in (act-as is not applied here). The token must carry the
 * `sid` of its sign-in. An access token dies
 * with its sign-in: after logout, a password change (for the other sessions) or a reused
 * refresh token, not when it expires.
 */
export async function verifyBearerToken(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  /** Whether the token's sign-in is still on (a merchant route asks it with the membership). */
  sessionActive: (user: AuthUser & { sessionId: string }) => Promise<boolean> = (user) =>
    app.repositories.refreshTokens.isFamilyActive(user.sessionId),
): Promise<AuthUser> {
  const token = bearerToken(request.headers.authorization);
  if (!token) {
    reply.header('www-authenticate', 'Bearer');
    throw unauthorized();
  }
  try {
    const user = await app.accessTokens.verify(token);
    // Every token the API issues names its sign-in (`sid`); one without cannot be signed out,
    // so it is not accepted at all (act-as derives its user after this check).
    const { sessionId } = user;
    if (!sessionId) throw unauthorized('Invalid access token');
    if (!(await sessionActive({ ...user, sessionId }))) {
      throw unauthorized('Session ended');
    }
    return user;
  } catch (error) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    throw error;
  }
}

export default fp<AuthOptions>(
  async (app, options) => {
    const accessTokens = createAccessTokens(options);
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('user', null);
    app.decorateRequest('actAsAuditId', null);
    const actAsSessionTtl = options.actAsSessionTtl ?? DEFAULT_ACT_AS_SESSION_TTL;
    // Build the dummy hash now, so the first unknown-e-mail login is not measurably slower.
    app.addHook('onReady', () => burnPasswordCheck(''));
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await verifyBearerToken(app, request, reply);
      const actAsHeader = request.headers[ACT_AS_HEADER];
      request.user =
        actAsHeader === undefined
          ? user
          : await resolveActAs(app.deps, request, user, actAsHeader, actAsSessionTtl);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in user of a route guarded by `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
