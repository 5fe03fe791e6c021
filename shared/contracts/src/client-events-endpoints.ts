import { CLIENT_EVENTS_ROUTE, MAX_CLIENT_EVENTS, ZClientEventsRequest } from './client-events';
import type { Endpoint } from './endpoint';

/** What the apps report about themselves (docs/remote-loading.md "Load telemetry"). */
export const clientEventEndpoints = {
  record: {
    method: 'POST',
    path: CLIENT_EVENTS_ROUTE,
    access: 'public',
    group: 'client-events',
    summary: 'Records what the apps saw: each load of a remote (written to the API log)',
    description:
      `At most ${MAX_CLIENT_EVENTS} events per request; no session needed (sent with ` +
      '`navigator.sendBeacon`), rate-limited per client address (429 RATE_LIMITED).',
    body: ZClientEventsRequest,
    status: 204,
    errors: [400, 413, 429],
  },
} as const satisfies Record<string, Endpoint>;
