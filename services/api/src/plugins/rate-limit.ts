import { AppErrorCode } from '@arara/contracts';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { type RateLimitedAction, type RateLimits, rateLimitKey } from '../lib/rate-limits';

/** The hits one attempt counted; `undo` takes them back (e.g. the sign-in succeeded). */
export type RateLimitHits = { undo: () => Promise<void> };

export type RateLimiter = {
  /**
   * Counts one attempt against the e-mail's and the client address's limits, before any
   * expensive work; throws 429 RATE_LIMITED (with Retry-After) when either is exceeded.
   */
  hit: (
    action: RateLimitedAction,
    subject: { email: string; address: string },
  ) => Promise<RateLimitHits>;
  /** Forgets the e-mail's counter for the action (its owner proved who they are). */
  clearForEmail: (action: RateLimitedAction, email: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

export default fp<RateLimits>(
  async (app, limits) => {
    const counters = app.repositories.rateLimitCounters;

    const rateLimiter: RateLimiter = {
      async hit(action, subject) {
        const policy = limits[action];
        const keys = {
          perEmail: rateLimitKey(action, 'perEmail', subject.email),
          perAddress: rateLimitKey(action, 'perAddress', subject.address),
        };
        const now = new Date();
        const scopes = ['perEmail', 'perAddress'] as const;
        const hits = await Promise.all(
          scopes.map((scope) => counters.hit(keys[scope], policy[scope].windowSeconds, now)),
        );
        const exceeded = scopes.flatMap((scope, i) => {
          const hit = hits[i];
          return hit && hit.count > policy[scope].max ? [{ scope, resetAt: hit.resetAt }] : [];
        });
        if (exceeded.length > 0) {
          const waitMs = Math.max(
            ...exceeded.map(({ resetAt }) => resetAt.getTime() - now.getTime()),
          );
          app.log.info({ action, scopes: exceeded.map(({ scope }) => scope) }, 'rate limited');
          throw new AppError(AppErrorCode.RATE_LIMITED, 'Too many requests', undefined, {
            headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
          });
        }
        return {
          async undo() {
            await Promise.all(
              scopes.map((scope, i) => {
                const hit = hits[i];
                return hit ? counters.undoHit(keys[scope], hit.resetAt) : undefined;
              }),
            );
          },
        };
      },
      async clearForEmail(action, email) {
        await counters.clear(rateLimitKey(action, 'perEmail', email));
      },
    };
    app.decorate('rateLimiter', rateLimiter);

    // A finished window is a dead row (the next hit restarts at 1): drop them now and then.
    let purging: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      purging = counters
        .deleteExpired(new Date())
        .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit purge failed'));
    }, PURGE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await purging;
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
