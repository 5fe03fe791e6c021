import type { TBankAccountStatus, TVirtualAccountStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** An account's status (bank or virtual account) as a StatusTag shows it. */
export const ACCOUNT_STATUS: StatusTagKind<TBankAccountStatus | TVirtualAccountStatus> = {
  namespace: 'accounts',
  keyPrefix: 'statuses',
  colors: { active: 'green', pending: 'gold', inactive: 'default', blocked: 'red' },
};
