import type { TKycStatus, TOnboardingAction } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/**
 * How a KYC / onboarding status is shown (`compliance:kyc.statuses.*`): the spec's names,
 * `submitted` as "Pending".
 */
export const KYC_STATUS: StatusTagKind<TKycStatus> = {
  namespace: 'compliance',
  keyPrefix: 'kyc.statuses',
  colors: {
    not_started: 'default',
    draft: 'default',
    submitted: 'processing',
    under_review: 'processing',
    requires_revision: 'warning',
    approved: 'success',
    rejected: 'error',
  },
};

/** The i18n key of an activity line (`compliance:kyc.actions.*`). */
export const actionKey = (action: TOnboardingAction) => `kyc.actions.${action}` as const;
