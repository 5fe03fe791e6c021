import type { RemoteRoute } from '@arara/federation/remote';
import { lazy } from 'react';

const FeesPage = lazy(async () => ({
  default: (await import('./fees-page')).FeesPage,
}));

/** The bank account fees page (docs/back-office.md "Fees"), by its sidebar key. */
export const FEES_ROUTES: Partial<Record<string, RemoteRoute>> = {
  bankAccountFees: { path: 'admin/bank-account-fees', element: <FeesPage /> },
};
