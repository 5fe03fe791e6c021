/**
 * Query keys of the accounts remote, namespaced by app and merchant: switching merchants never
 * shows another merchant's cached data, and a mutation invalidates one merchant's subtree.
 */
export const accountsKeys = {
  all: (merchantId: string) => ['accounts', merchantId] as const,
  home: (merchantId: string, period: { from: string; to: string }) =>
    ['accounts', merchantId, 'home', period] as const,
  bankAccounts: (merchantId: string) => ['accounts', merchantId, 'bank-accounts'] as const,
  bankAccount: (merchantId: string, id: string) =>
    ['accounts', merchantId, 'bank-accounts', id] as const,
  virtualAccounts: (merchantId: string) => ['accounts', merchantId, 'virtual-accounts'] as const,
  virtualAccount: (merchantId: string, id: string) =>
    ['accounts', merchantId, 'virtual-accounts', id] as const,
  pixKeys: (merchantId: string) => ['accounts', merchantId, 'pix-keys'] as const,
  virtualAccountPixKeys: (merchantId: string, virtualAccountId: string) =>
    ['accounts', merchantId, 'pix-keys', { virtualAccountId }] as const,
  pixKey: (merchantId: string, id: string) => ['accounts', merchantId, 'pix-keys', id] as const,
  statement: (merchantId: string, filters: Record<string, unknown>) =>
    ['accounts', merchantId, 'statement', filters] as const,
  statementEntry: (merchantId: string, id: string) =>
    ['accounts', merchantId, 'statement-entry', id] as const,
  cards: (merchantId: string) => ['accounts', merchantId, 'cards'] as const,
  cardInvoices: (merchantId: string, cardId: string) =>
    ['accounts', merchantId, 'cards', cardId, 'invoices'] as const,
  cardTransactions: (merchantId: string, filters: Record<string, unknown>) =>
    ['accounts', merchantId, 'card-transactions', filters] as const,
  cardExpenses: (merchantId: string, filters: Record<string, unknown>) =>
    ['accounts', merchantId, 'card-expenses', filters] as const,
};

/** `/merchants/:merchantId/…` with every path segment encoded. */
export const merchantPath = (merchantId: string, ...segments: string[]): string =>
  ['/merchants', merchantId, ...segments]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
