type LocationImpl = { assign: (url: string) => void; reload: () => void };

/**
 * jsdom cannot navigate to another document, and `location.assign`/`reload` cannot be spied on
 * (they are unforgeable). This records what the code asked for instead, until `restore()`.
 */
export function interceptLocation() {
  const implSymbol = Object.getOwnPropertySymbols(window.location).find(
    (symbol) => symbol.description === 'impl',
  );
  const impl = implSymbol
    ? (window.location as unknown as Record<symbol, LocationImpl | undefined>)[implSymbol]
    : undefined;
  if (!impl)
    throw new Error('jsdom Location internals changed: update shared/test-utils/src/location.ts');
  const original = { assign: impl.assign, reload: impl.reload };
  const assign = jest.fn<void, [string]>();
  const reload = jest.fn<void, []>();
  impl.assign = assign;
  impl.reload = reload;
  return {
    assign,
    reload,
    restore: () => {
      impl.assign = original.assign;
      impl.reload = original.reload;
    },
  };
}
