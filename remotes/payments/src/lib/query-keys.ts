/**
 * Query keys of the payments remote, namespaced by app and merchant: switching merchants never
 * shows another merchant's cached data.
 */
export const paymentsKeys = {
  all: (merchantId: string) => ['payments', merchantId] as const,
  virtualAccounts: (merchantId: string) => ['payments', merchantId, 'virtual-accounts'] as const,
};

/** `/merchants/:merchantId/…` with every path segment encoded. */
export const merchantPath = (merchantId: string, ...segments: string[]): string =>
  ['/merchants', merchantId, ...segments]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
