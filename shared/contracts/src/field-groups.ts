import * as z from 'zod/mini';

/**
 * Field groups many records share, spread into their `z.object` at the place they stand
 * (`...timestampFields`), so the group is written, and changed, once.
 */

/** The virtual account a record belongs to, with the label the portal shows for it. */
export const virtualAccountFields = {
  virtualAccountId: z.string(),
  virtualAccountLabel: z.string(),
};

/** When a stored record was created and last changed (ISO 8601). */
export const timestampFields = { createdAt: z.string(), updatedAt: z.string() };
