/** Whether a database error from pg or PGlite, bare or wrapped by drizzle (`cause`), has a SQLSTATE. */
function hasSqlState(error: unknown, matches: (state: string) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    if ('code' in current && typeof current.code === 'string' && matches(current.code)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** A unique constraint violation (SQLSTATE 23505), from pg or PGlite, bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, (state) => state === '23505');
}

/**
 * Data exceptions (SQLSTATE class 22) that only a value sent by the client can cause: text that
 * is no uuid/number/date, numbers and dates out of range, text too long or with a NUL byte.
 */
const INVALID_INPUT_STATES = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22009', // invalid_time_zone_displacement_value (a year like -3810 as a timestamptz)
  '22021', // character_not_in_repertoire (e.g. a NUL byte in text)
  '22P02', // invalid_text_representation ('abc' as a uuid or integer)
  '22P05', // untranslatable_character
]);

/**
 * The database refused a value as malformed or out of range. The routes' schemas should have
 * refused it first: the error handler answers 400 (not 500) and logs it as a gap to close.
 */
export function isInvalidInputError(error: unknown): boolean {
  return hasSqlState(error, (state) => INVALID_INPUT_STATES.has(state));
}
