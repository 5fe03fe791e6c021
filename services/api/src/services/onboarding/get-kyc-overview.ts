import type { TKycOverview } from '@arara/contracts';
import type { DataDeps } from '../deps';
import { toKycCaseSummary } from './to-onboarding-dto';

/** GET …/kyc: the status of the newest case (not_started without one) and every case. */
export async function getKycOverview(
  deps: Pick<DataDeps, 'repositories'>,
  merchantId: string,
): Promise<TKycOverview> {
  const cases = (await deps.repositories.onboardings.listOfMerchant(merchantId)).map(
    toKycCaseSummary,
  );
  const current = cases[0] ?? null;
  return { status: current?.status ?? 'not_started', current, cases };
}
