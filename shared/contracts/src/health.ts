import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/**
 * GET /public/config (no session): how this platform runs, for the apps. `sandbox`: the sandbox
 * payer's routes (QR code sandbox pay, open finance sandbox authorise/reject) are served; when
 * false they answer 404 and the apps hide their buttons.
 */
export const ZPublicConfig = z.object({ sandbox: z.boolean() });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
export const PUBLIC_CONFIG_ROUTE = '/public/config';

export const healthEndpoints = {
  publicConfig: {
    method: 'GET',
    path: PUBLIC_CONFIG_ROUTE,
    access: 'public',
    group: 'public-config',
    summary: 'How the platform runs, for the apps: is the sandbox payer served (SANDBOX)',
    response: ZPublicConfig,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
