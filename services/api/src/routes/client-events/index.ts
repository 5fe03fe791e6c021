import { CLIENT_EVENTS_MAX_BYTES, clientEventEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../endpoint-route';

/**
 * What the apps report about themselves (docs/remote-loading.md "Load telemetry"): each event is
 * one structured line of the API's log (`msg: 'remote load'`), nothing is stored. No session is
 * needed (the shell sends with `navigator.sendBeacon`, also before sign-in), so the requests are
 * counted per client address before the body is read.
 */
const clientEventsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    clientEventEndpoints.record,
    (request) => {
      for (const event of request.body.events) {
        const { type: _type, ...fields } = event;
        if (event.outcome === 'ok') request.log.info(fields, 'remote load');
        else request.log.warn(fields, 'remote load');
      }
    },
    {
      bodyLimit: CLIENT_EVENTS_MAX_BYTES,
      onRequest: [
        async (request) => {
          await app.rateLimiter.hitAddress('clientEvents', request.ip);
        },
      ],
    },
  );
};

export default clientEventsRoutes;
