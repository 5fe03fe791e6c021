/** The back-office sidebar of docs/requirements/admin.md "Admin sidebar", in the spec's order. */
export const ADMIN_NAVIGATION = [
  { key: 'dashboard', path: '/admin' },
  { key: 'profiles', path: '/admin/profiles' },
  { key: 'users', path: '/admin/users' },
  { key: 'permissions', path: '/admin/users/permissions' },
  { key: 'merchants', path: '/admin/merchants' },
  { key: 'providers', path: '/admin/providers' },
  { key: 'kyc', path: '/admin/kyc' },
  { key: 'bankAccounts', path: '/admin/bank-accounts' },
  { key: 'virtualAccounts', path: '/admin/virtual-accounts' },
  { key: 'bankAccountFees', path: '/admin/bank-account-fees' },
  { key: 'merchantProviders', path: '/admin/merchant-providers' },
  { key: 'transactions', path: '/admin/transactions' },
  { key: 'settings', path: '/admin/settings' },
  { key: 'reportsTransactions', path: '/admin/reports/transactions' },
] as const;

export type AdminPageKey = (typeof ADMIN_NAVIGATION)[number]['key'];

export function selectedAdminKey(pathname: string): AdminPageKey | undefined {
  let best: (typeof ADMIN_NAVIGATION)[number] | undefined;
  for (const item of ADMIN_NAVIGATION) {
    const isMatch = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (isMatch && (!best || item.path.length > best.path.length)) best = item;
  }
  return best?.key;
}
