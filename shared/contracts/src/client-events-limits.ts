// Without zod: the shell's load telemetry, on /login, sends its batches with these before any
// schema has loaded.

/** At most this many events in one POST /client-events (the shell sends them in batches). */
export const MAX_CLIENT_EVENTS = 20;
/** The largest POST /client-events body the API reads (bytes): 20 events fit with room. */
export const CLIENT_EVENTS_MAX_BYTES = 32 * 1024;
export const CLIENT_EVENTS_ROUTE = '/client-events';
