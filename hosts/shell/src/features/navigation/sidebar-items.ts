/** The merchant sidebar of docs/requirements/merchants-and-team.md "Merchant sidebar", grouped as the spec groups it. */
export type NavLeaf = { key: string; labelKey: string; path: string; icon?: NavIcon };
export type NavGroup = { key: string; labelKey: string; icon: NavIcon; children: NavLeaf[] };
export type NavEntry = NavLeaf | NavGroup;
export type NavIcon =
  | 'home'
  | 'documents'
  | 'counterparties'
  | 'infractions'
  | 'initiation'
  | 'accounts'
  | 'cards'
  | 'compliance'
  | 'webhooks'
  | 'settings';

export const SIDEBAR_ITEMS: NavEntry[] = [
  { key: 'home', labelKey: 'nav.home', path: '/', icon: 'home' },
  {
    key: 'documents',
    labelKey: 'nav.documents',
    icon: 'documents',
    children: [
      { key: 'documents-in', labelKey: 'nav.documentsIn', path: '/documents/entries' },
      { key: 'documents-out', labelKey: 'nav.documentsOut', path: '/documents/out' },
      { key: 'documents-returns', labelKey: 'nav.documentsReturns', path: '/documents/returns' },
      {
        key: 'documents-transfers',
        labelKey: 'nav.documentsTransfers',
        path: '/documents/transfers',
      },
    ],
  },
  {
    key: 'counterparties',
    labelKey: 'nav.counterparties',
    path: '/counterparties',
    icon: 'counterparties',
  },
  { key: 'infractions', labelKey: 'nav.infractions', path: '/infractions', icon: 'infractions' },
  {
    key: 'initiation',
    labelKey: 'nav.initiation',
    icon: 'initiation',
    children: [
      { key: 'qrcodes', labelKey: 'nav.qrCodes', path: '/initiation/qrcodes' },
      { key: 'open-finance', labelKey: 'nav.openFinance', path: '/initiation/open-finance' },
    ],
  },
  {
    key: 'accounts',
    labelKey: 'nav.accounts',
    icon: 'accounts',
    children: [
      { key: 'bank-accounts', labelKey: 'nav.bankAccounts', path: '/accounts/bank-account' },
      { key: 'virtual-accounts', labelKey: 'nav.virtualAccounts', path: '/accounts/virtual' },
      { key: 'extract', labelKey: 'nav.extract', path: '/accounts/extract' },
    ],
  },
  {
    key: 'cards',
    labelKey: 'nav.cards',
    icon: 'cards',
    children: [
      { key: 'cards-overview', labelKey: 'nav.cardsOverview', path: '/cards/overview' },
      { key: 'cards-listing', labelKey: 'nav.cardsListing', path: '/cards/listing' },
      { key: 'cards-extract', labelKey: 'nav.cardsExtract', path: '/cards/extract' },
      { key: 'cards-transactions', labelKey: 'nav.cardsTransactions', path: '/cards/transactions' },
    ],
  },
  {
    key: 'compliance-disputes',
    labelKey: 'nav.complianceDisputes',
    path: '/compliance/disputes',
    icon: 'compliance',
  },
  { key: 'webhooks', labelKey: 'nav.webhooks', path: '/development/webhooks', icon: 'webhooks' },
  { key: 'settings', labelKey: 'nav.settings', path: '/settings', icon: 'settings' },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

function leaves(): NavLeaf[] {
  return SIDEBAR_ITEMS.flatMap((entry) => (isGroup(entry) ? entry.children : [entry]));
}

/** The entry a path belongs to: the longest path that is the path itself or its parent. */
export function selectedNavKey(pathname: string): string | undefined {
  let best: NavLeaf | undefined;
  for (const leaf of leaves()) {
    const isMatch =
      leaf.path === '/'
        ? pathname === '/'
        : pathname === leaf.path || pathname.startsWith(`${leaf.path}/`);
    if (isMatch && (!best || leaf.path.length > best.path.length)) best = leaf;
  }
  return best?.key;
}

export function groupOf(key: string | undefined): string | undefined {
  return SIDEBAR_ITEMS.find((entry) => isGroup(entry) && entry.children.some((c) => c.key === key))
    ?.key;
}
