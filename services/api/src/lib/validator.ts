import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** Shown for a field that holds a NUL character (common:validation.invalidCharacters). */
export const INVALID_CHARACTERS = 'validation.invalidCharacters';

/** Paths of the strings holding a NUL character, in a parsed JSON body, query or params. */
function nulPaths(value: unknown, path: PropertyKey[] = [], found: PropertyKey[][] = []) {
  if (found.length >= 20) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) nulPaths(item, [...path, index], found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulPaths(item, [...path, key], found);
  }
  return found;
}

/**
 * Text never holds a NUL character: PostgreSQL cannot store one in `text` (it refused
 * `a\u0000b` as a virtual account's label with a 500). Checked for every route before its own
 * schema, so each such field is a 400 with `fields.<path> = validation.invalidCharacters`.
 */
const withoutNul = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) {
    ctx.addIssue({ code: 'custom', path, message: INVALID_CHARACTERS });
  }
});

/** fastify-type-provider-zod's validator, with the NUL check in front of every schema. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: z.pipe(withoutNul, route.schema as z.ZodType) });
