import type { TCounterpartyStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** A counterparty's status as a StatusTag shows it. */
export const COUNTERPARTY_STATUS: StatusTagKind<TCounterpartyStatus> = {
  namespace: 'payments',
  keyPrefix: 'counterparties.statuses',
  colors: { active: 'success', inactive: 'default' },
};
