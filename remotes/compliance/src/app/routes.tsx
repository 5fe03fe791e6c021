import { lazyPage as page, type RemoteRoute } from '@arara/federation/remote';

const onboarding = () => import('../features/onboarding/routes/onboarding-page');
const kyc = () => import('../features/kyc/routes/kyc-page');
const kycCase = () => import('../features/kyc/routes/kyc-case-page');
const infractions = () => import('../features/infractions/routes/infractions-page');
const infraction = () => import('../features/infractions/routes/infraction-page');
const disputes = () => import('../features/disputes/routes/disputes-page');

/** Routes owned by compliance (docs/requirements/compliance.md "Routes", docs/compliance-screens.md). */
export const routes: RemoteRoute[] = [
  { path: 'onboarding', element: page(async () => (await onboarding()).OnboardingPage) },
  {
    path: 'onboarding/:merchantId',
    element: page(async () => (await onboarding()).OnboardingPage),
  },
  { path: 'kyc', element: page(async () => (await kyc()).KycPage) },
  { path: 'kyc/:id', element: page(async () => (await kycCase()).KycCasePage) },
  { path: 'infractions', element: page(async () => (await infractions()).InfractionsPage) },
  { path: 'infractions/:id', element: page(async () => (await infraction()).InfractionPage) },
  { path: 'compliance/disputes', element: page(async () => (await disputes()).DisputesPage) },
];
