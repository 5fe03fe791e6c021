import type { RemoteRoute } from '@arara/federation/remote';
import { ADMIN_NAVIGATION } from './navigation';

const MERCHANTS = { titleKey: 'pages.merchants.title', path: '/admin/merchants' };
const KYC = { titleKey: 'pages.kyc.title', path: '/admin/kyc' };

/** The back office's own paths (the spec leaves them to us: see docs/routes.md). */
export const routes: RemoteRoute[] = [
  ...ADMIN_NAVIGATION.map(({ key, path }) => ({
    path: path.slice(1),
    page: { titleKey: `pages.${key}.title`, descriptionKey: `pages.${key}.description` },
  })),
  {
    path: 'admin/merchants/:id',
    page: { titleKey: 'pages.merchantDetail.title', parents: [MERCHANTS] },
  },
  { path: 'admin/kyc/:id', page: { titleKey: 'pages.kycDetail.title', parents: [KYC] } },
];
