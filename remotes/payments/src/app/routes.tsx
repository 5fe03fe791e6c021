import { lazyPage, type RemoteRoute } from '@arara/federation/remote';

const QR_CODES = { titleKey: 'qrCodes.title', path: '/initiation/qrcodes' };
const COUNTERPARTIES = { titleKey: 'counterparties.title', path: '/counterparties' };

/** Spec §2 routes owned by payments. */
export const routes: RemoteRoute[] = [
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
    path: 'withdrawal',
    page: { titleKey: 'withdrawal.title', descriptionKey: 'withdrawal.description' },
  },
  {
    path: 'initiation/qrcodes',
    page: { titleKey: 'qrCodes.title', descriptionKey: 'qrCodes.description' },
  },
  {
    path: 'initiation/qrcodes/:id',
    page: { titleKey: 'qrCodes.detailTitle', parents: [QR_CODES] },
  },
  {
    path: 'initiation/open-finance',
    page: { titleKey: 'openFinance.title', descriptionKey: 'openFinance.description' },
  },
  {
    path: 'counterparties',
    page: { titleKey: 'counterparties.title', descriptionKey: 'counterparties.description' },
  },
  {
    path: 'counterparties/:id',
    page: { titleKey: 'counterparties.detailTitle', parents: [COUNTERPARTIES] },
  },
];
