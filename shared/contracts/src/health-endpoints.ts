import type { Endpoint } from './endpoint';
import { PUBLIC_CONFIG_ROUTE, ZHealthResponse, ZPublicConfig } from './health';

/** Liveness, readiness and the apps' public config (docs/architecture.md "Endpoints as data"). */
export const healthEndpoints = {
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    group: 'health',
    summary: 'Liveness: the process answers (no database query)',
    description:
      'For restart decisions: a database outage does not make every instance "dead". ' +
      'Use GET /ready to decide whether to send traffic.',
    response: ZHealthResponse,
    errors: [],
  },
  ready: {
    method: 'GET',
    path: '/ready',
    access: 'public',
    group: 'health',
    summary: 'Readiness: the database answers',
    description: '503 SERVICE_UNAVAILABLE while the database does not answer `select 1`.',
    response: ZHealthResponse,
    errors: [503],
  },
  publicConfig: {
    method: 'GET',
    path: PUBLIC_CONFIG_ROUTE,
    access: 'public',
    group: 'health',
    summary: 'How the platform runs, for the apps: is the sandbox payer served (SANDBOX)',
    response: ZPublicConfig,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
