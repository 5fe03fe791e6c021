import type { RemoteRoute } from '@arara/federation/remote';

const ONB = { titleKey: 'onboarding.title', path: '/onboarding' };
const KYC = { titleKey: 'kyc.title', path: '/kyc' };
const INF = { titleKey: 'infractions.title', path: '/infractions' };

/** Routes owned by compliance (docs/requirements/compliance.md "Routes"); page contents arrive with the compliance issue. */
export const routes: RemoteRoute[] = [
  {
    path: 'onboarding',
    page: { titleKey: 'onboarding.title', descriptionKey: 'onboarding.description' },
  },
  {
    path: 'onboarding/:merchantId',
    page: { titleKey: 'onboardingMerchant.title', parents: [ONB] },
  },
  { path: 'kyc', page: { titleKey: 'kyc.title', descriptionKey: 'kyc.description' } },
  { path: 'kyc/:id', page: { titleKey: 'kycDetail.title', parents: [KYC] } },
  {
    path: 'infractions',
    page: { titleKey: 'infractions.title', descriptionKey: 'infractions.description' },
  },
  { path: 'infractions/:id', page: { titleKey: 'infractionDetail.title', parents: [INF] } },
  {
    path: 'compliance/disputes',
    page: { titleKey: 'disputes.title', descriptionKey: 'disputes.description' },
  },
];
