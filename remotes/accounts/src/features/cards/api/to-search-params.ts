/** `?a=1&b=2` from the defined values only ('' when none), for the cards' GET filters. */
export function toSearchParams(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
