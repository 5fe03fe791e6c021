import type { TAdminPermission } from '@arara/contracts';

type NavigationEntry = {
  key: string;
  path: string;
  /** What the admin's profile needs to open it (docs/back-office.md "Permissions"); null: any admin. */
  permission: TAdminPermission | null;
};

/** The back-office sidebar of docs/requirements/admin.md "Admin sidebar", in the spec's order. */
export const ADMIN_NAVIGATION = [
  { key: 'dashboard', path: '/admin', permission: null },
  { key: 'profiles', path: '/admin/profiles', permission: 'profiles.manage' },
  { key: 'users', path: '/admin/users', permission: 'users.read' },
  { key: 'permissions', path: '/admin/users/permissions', permission: 'users.read' },
  { key: 'merchants', path: '/admin/merchants', permission: 'merchants.read' },
  { key: 'providers', path: '/admin/providers', permission: 'providers.manage' },
  { key: 'kyc', path: '/admin/kyc', permission: 'kyc.review' },
  { key: 'bankAccounts', path: '/admin/bank-accounts', permission: 'accounts.read' },
  { key: 'virtualAccounts', path: '/admin/virtual-accounts', permission: 'accounts.read' },
  { key: 'bankAccountFees', path: '/admin/bank-account-fees', permission: 'fees.manage' },
  { key: 'merchantProviders', path: '/admin/merchant-providers', permission: 'providers.manage' },
  { key: 'transactions', path: '/admin/transactions', permission: 'transactions.read' },
  { key: 'settings', path: '/admin/settings', permission: 'settings.manage' },
  {
    key: 'reportsTransactions',
    path: '/admin/reports/transactions',
    permission: 'transactions.read',
  },
] as const satisfies readonly NavigationEntry[];

export type AdminPageKey = (typeof ADMIN_NAVIGATION)[number]['key'];

export function selectedAdminKey(pathname: string): AdminPageKey | undefined {
  let best: (typeof ADMIN_NAVIGATION)[number] | undefined;
  for (const item of ADMIN_NAVIGATION) {
    const isMatch = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (isMatch && (!best || item.path.length > best.path.length)) best = item;
  }
  return best?.key;
}

/** The sidebar's entries the admin can open (`can` from useAdminAccess). */
export const visibleNavigation = (can: (permission: TAdminPermission | null) => boolean) =>
  ADMIN_NAVIGATION.filter((item) => can(item.permission));
