import { AppErrorCode } from '@arara/contracts';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import {
  type AddressRateLimitedAction,
  type ApiKeyRateLimitedAction,
  type MemberRateLimitedAction,
  type RateLimitedAction,
  type RateLimitRule,
  type RateLimits,
  type RateLimitScope,
  rateLimitKey,
} from '../lib/rate-limits';

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
  /**
   * Counts one request of a signed-in member against the user's limit and the limit of each of
   * `merchantIds` (the merchant it is made for); 429 RATE_LIMITED (with Retry-After) when any
   * is exceeded.
   */
  hitMember: (
    action: MemberRateLimitedAction,
    subject: { userId: string; merchantIds: string[] },
  ) => Promise<RateLimitHits>;
  /**
   * Counts one public API request against its key's limit; 429 RATE_LIMITED (with
   * Retry-After) when exceeded.
   */
  hitApiKey: (apiKeyId: string) => Promise<RateLimitHits>;
  /**
   * Counts one request of a public endpoint that names no account against the client
   * address's limit; 429 RATE_LIMITED (with Retry-After) when exceeded.
   */
  hitAddress: (action: AddressRateLimitedAction, address: string) => Promise<RateLimitHits>;
  /** Forgets the e-mail's counter for the action (its owner proved who they are). */
  clearForEmail: (action: RateLimitedAction, email: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

type AnyAction =
  | RateLimitedAction
  | MemberRateLimitedAction
  | ApiKeyRateLimitedAction
  | AddressRateLimitedAction;

type Counted = { scope: RateLimitScope; key: string; rule: RateLimitRule };

/** The counter of one scope of an action (e.g. the e-mail's), with the rule it is held to. */
const counter = (
  action: AnyAction,
  scope: RateLimitScope,
  value: string,
  rule: RateLimitRule,
): Counted => ({ scope, key: rateLimitKey(action, scope, value), rule });

export default fp<RateLimits>(
  async (app, limits) => {
    const counters = app.repositories.rateLimitCounters;

    /** One hit on each counter; refused when any is over its rule's max. */
    async function count(action: AnyAction, counted: Counted[]): Promise<RateLimitHits> {
      const now = new Date();
      const hits = await Promise.all(
        counted.map(({ key, rule }) => counters.hit(key, rule.windowSeconds, now)),
      );
      const exceeded = counted.flatMap(({ scope, rule }, i) => {
        const hit = hits[i];
        return hit && hit.count > rule.max ? [{ scope, resetAt: hit.resetAt }] : [];
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
            counted.map(({ key }, i) => {
              const hit = hits[i];
              return hit ? counters.undoHit(key, hit.resetAt) : undefined;
            }),
          );
        },
      };
    }

    const rateLimiter: RateLimiter = {
      hit(action, subject) {
        const policy = limits[action];
        return count(action, [
          counter(action, 'perEmail', subject.email, policy.perEmail),
          counter(action, 'perAddress', subject.address, policy.perAddress),
        ]);
      },
      hitMember(action, subject) {
        const policy = limits[action];
        return count(action, [
          counter(action, 'perUser', subject.userId, policy.perUser),
          ...[...new Set(subject.merchantIds)].map((merchantId) =>
            counter(action, 'perMerchant', merchantId, policy.perMerchant),
          ),
        ]);
      },
      hitApiKey(apiKeyId) {
        return count('apiKey', [counter('apiKey', 'perKey', apiKeyId, limits.apiKey.perKey)]);
      },
      hitAddress(action, address) {
        return count(action, [counter(action, 'perAddress', address, limits[action].perAddress)]);
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
