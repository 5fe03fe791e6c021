import * as z from 'zod/mini';

import { MAX_CLIENT_EVENTS } from './client-events-limits';

export {
  CLIENT_EVENTS_MAX_BYTES,
  CLIENT_EVENTS_ROUTE,
  MAX_CLIENT_EVENTS,
} from './client-events-limits';

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * One load of a remote's module by the shell's federation runtime (docs/remote-loading.md):
 * which remote, release and build, how long it took, after how many tries, on which page.
 */
export const ZRemoteLoadEvent = z.object({
  type: z.literal('remote-load'),
  remote: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The exposed module: `./App`, `./manifest`. */
  expose: text(64),
  version: text(64),
  buildId: text(64),
  durationMs: z.number().check(z.minimum(0), z.maximum(10 * 60 * 1000)),
  outcome: z.enum(['ok', 'error']),
  /** The error's message, when the outcome is `error`. */
  message: z.optional(text(500)),
  attempts: z.int().check(z.minimum(1), z.maximum(20)),
  /** The page's path (no query string: it may carry ids or tokens). */
  path: text(300),
  /** When the load started, by the browser's clock. */
  at: z.iso.datetime(),
});
export type TRemoteLoadEvent = z.infer<typeof ZRemoteLoadEvent>;

export const ZClientEventsRequest = z.object({
  events: z.array(ZRemoteLoadEvent).check(z.minLength(1), z.maxLength(MAX_CLIENT_EVENTS)),
});
export type TClientEventsRequest = z.infer<typeof ZClientEventsRequest>;
