import type { RemoteRoute } from '@arara/federation/remote';

const QR_CODES = { titleKey: 'qrCodes.title', path: '/initiation/qrcodes' };
const COUNTERPARTIES = { titleKey: 'counterparties.title', path: '/counterparties' };

/** Spec §2 routes owned by payments; page contents arrive with the payments issue. */
export const routes: RemoteRoute[] = [
  { path: 'pix', page: { titleKey: 'pix.title', descriptionKey: 'pix.description' } },
  {
    path: 'pix/:transactionId',
    page: { titleKey: 'publicPix.title', descriptionKey: 'publicPix.description' },
  },
  {
    path: 'between-accounts',
    page: { titleKey: 'betweenAccounts.title', descriptionKey: 'betweenAccounts.description' },
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
