import type { RemoteRoute } from '@arara/federation/remote';
import { lazy } from 'react';

const MerchantsListPage = lazy(async () => ({
  default: (await import('./merchants-list-page')).MerchantsListPage,
}));
const MerchantDetailPage = lazy(async () => ({
  default: (await import('./merchant-detail-page')).MerchantDetailPage,
}));

/** The back office's merchant pages (docs/back-office.md "Merchants"), keyed like BUILT. */
export const MERCHANT_ROUTES = {
  merchants: { path: 'admin/merchants', element: <MerchantsListPage /> },
  merchantDetail: { path: 'admin/merchants/:id', element: <MerchantDetailPage /> },
} satisfies Record<string, RemoteRoute>;
