/** A select's options from a list of values, each with its text (`t` of a key built from it). */
export function optionsOf<TValue>(
  values: readonly TValue[],
  labelOf: (value: TValue) => string,
): { value: TValue; label: string }[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}
