import type { Endpoint } from './endpoint';
import { ZMeResponse } from './me';

/** The signed-in user (docs/architecture.md "Endpoints as data"). */
export const meEndpoints = {
  me: {
    method: 'GET',
    path: '/me',
    access: 'user',
    group: 'me',
    summary: 'The signed-in user and their merchants',
    response: ZMeResponse,
    errors: [401],
  },
} as const satisfies Record<string, Endpoint>;
