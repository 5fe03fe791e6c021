import { lazyPage as page, lazyPrefetch, type RemoteRoute } from '@arara/federation/remote';

/** Routes owned by accounts (docs/requirements/accounts-and-statement.md "Routes"). */
export const routes: RemoteRoute[] = [
  {
    path: '',
    element: page(async () => (await import('../features/home/routes/home-page')).HomePage),
    // Its code comes with the idle preload; the request, with a press or a visit.
    prefetch: lazyPrefetch(
      () => import('../features/home/api/get-home'),
      (module) => module.prefetchHome(),
    ),
  },
  {
    path: 'accounts/virtual',
    element: page(
      async () =>
        (await import('../features/virtual-accounts/routes/virtual-accounts-page'))
          .VirtualAccountsPage,
    ),
  },
  {
    path: 'accounts/virtual/:id',
    element: page(
      async () =>
        (await import('../features/virtual-accounts/routes/virtual-account-page'))
          .VirtualAccountPage,
    ),
  },
  // A sidebar group's own path opens its first entry (docs/navigation.md "Group paths").
  { path: 'accounts', redirectTo: '/accounts/bank-account' },
  { path: 'cards', redirectTo: '/cards/overview' },
  { path: 'accounts/virtual/pix-keys', redirectTo: '/accounts/virtual' },
  {
    path: 'accounts/virtual/pix-keys/:id',
    element: page(
      async () => (await import('../features/pix-keys/routes/pix-key-page')).PixKeyPage,
    ),
  },
  {
    path: 'accounts/extract',
    element: page(
      async () => (await import('../features/statement/routes/statement-page')).StatementPage,
    ),
  },
  {
    path: 'accounts/extract/:id',
    element: page(
      async () =>
        (await import('../features/statement/routes/statement-entry-page')).StatementEntryPage,
    ),
  },
  {
    path: 'accounts/bank-account',
    element: page(
      async () =>
        (await import('../features/bank-accounts/routes/bank-accounts-page')).BankAccountsPage,
    ),
  },
  {
    path: 'accounts/bank-account/:id',
    element: page(
      async () =>
        (await import('../features/bank-accounts/routes/bank-account-page')).BankAccountPage,
    ),
  },
  {
    path: 'cards/overview',
    element: page(
      async () => (await import('../features/cards/routes/cards-overview-page')).CardsOverviewPage,
    ),
  },
  {
    path: 'cards/listing',
    element: page(
      async () => (await import('../features/cards/routes/cards-listing-page')).CardsListingPage,
    ),
  },
  {
    path: 'cards/extract',
    element: page(
      async () => (await import('../features/cards/routes/cards-extract-page')).CardsExtractPage,
    ),
  },
  {
    path: 'cards/transactions',
    element: page(
      async () =>
        (await import('../features/cards/routes/cards-transactions-page')).CardsTransactionsPage,
    ),
  },
];
