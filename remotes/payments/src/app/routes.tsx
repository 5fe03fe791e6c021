import { lazyPage, type RemoteRoute } from '@arara/federation/remote';

/** Routes owned by payments (docs/requirements/payments.md "Routes"). */
export const routes: RemoteRoute[] = [
  // A sidebar group's own path opens its first entry (docs/navigation.md "Group paths").
  { path: 'initiation', redirectTo: '/initiation/qrcodes' },
  {
    path: 'pix',
    element: lazyPage(
      async () => (await import('../features/pix/routes/pix-transfer-page')).PixTransferPage,
    ),
  },
  {
    path: 'pix/:transactionId',
    element: lazyPage(
      async () => (await import('../features/public-pix/routes/public-pix-page')).PublicPixPage,
    ),
  },
  {
    path: 'between-accounts',
    element: lazyPage(
      async () =>
        (await import('../features/between-accounts/routes/between-accounts-page'))
          .BetweenAccountsPage,
    ),
  },
  {
    path: 'approvals',
    element: lazyPage(
      async () => (await import('../features/approvals/routes/approvals-page')).ApprovalsPage,
    ),
  },
  {
    path: 'withdrawal',
    element: lazyPage(
      async () => (await import('../features/withdrawal/routes/withdrawal-page')).WithdrawalPage,
    ),
  },
  {
    path: 'initiation/qrcodes',
    element: lazyPage(
      async () => (await import('../features/qr-codes/routes/qr-codes-page')).QrCodesPage,
    ),
  },
  {
    path: 'initiation/qrcodes/:id',
    element: lazyPage(
      async () => (await import('../features/qr-codes/routes/qr-code-page')).QrCodePage,
    ),
  },
  {
    path: 'initiation/open-finance',
    element: lazyPage(
      async () =>
        (await import('../features/open-finance/routes/open-finance-page')).OpenFinancePage,
    ),
  },
  {
    path: 'counterparties',
    element: lazyPage(
      async () =>
        (await import('../features/counterparties/routes/counterparties-page')).CounterpartiesPage,
    ),
  },
  {
    path: 'counterparties/:id',
    element: lazyPage(
      async () =>
        (await import('../features/counterparties/routes/counterparty-page')).CounterpartyPage,
    ),
  },
];
