/** A UUID in its canonical text form, any version, any case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and headers: anything that is not a UUID cannot name a row. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
