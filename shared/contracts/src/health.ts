import * as z from 'zod/mini';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
