/**
 * A thenable that is already settled: it calls back at once instead of on the next microtask.
 * React.lazy reads such a module on the first render without suspending, so a page or remote
 * loaded in advance (preload) shows no fallback and is not held back by React's throttling of
 * Suspense reveals (about 300 ms).
 */
export function settled<T>(value: T): Promise<T> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (read by React.lazy).
    then: (onFulfilled?: (value: T) => unknown) => {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}
