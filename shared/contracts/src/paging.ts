import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * One page of a keyset-paged list, newest first: `nextCursor` is opaque; pass it back as
 * `cursor` for the next (older) page. Null on the last page.
 */
/*#__NO_SIDE_EFFECTS__*/
export function cursorPage<T extends $ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });
}

/** The optional `limit` of a paged list: a whole number from 1 to `max`, else `errorKey`. */
/*#__NO_SIDE_EFFECTS__*/
export function pageSizeField(max: number, errorKey: string) {
  const error = { error: errorKey };
  return z.optional(
    z.coerce.number(error).check(z.int(error), z.minimum(1, error), z.maximum(max, error)),
  );
}
