import type { TPaymentInitiationStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** A payment request's status as a StatusTag shows it. */
export const PAYMENT_INITIATION_STATUS: StatusTagKind<TPaymentInitiationStatus> = {
  namespace: 'payments',
  keyPrefix: 'openFinance.status',
  colors: {
    awaiting_authorisation: 'processing',
    completed: 'success',
    rejected: 'error',
    cancelled: 'default',
    expired: 'warning',
  },
};
