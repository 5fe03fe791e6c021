import type { TOnboardingStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** A KYC case's status as a StatusTag shows it (submitted reads "pending", as the spec says). */
export const KYC_STATUS: StatusTagKind<TOnboardingStatus> = {
  namespace: 'admin',
  keyPrefix: 'kyc.statuses',
  colors: {
    draft: 'default',
    submitted: 'gold',
    under_review: 'blue',
    requires_revision: 'orange',
    approved: 'green',
    rejected: 'red',
  },
};
