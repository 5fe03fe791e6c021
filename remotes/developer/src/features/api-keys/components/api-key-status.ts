import type { TApiKeyStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** An API key's status as a StatusTag shows it. */
export const API_KEY_STATUS: StatusTagKind<TApiKeyStatus> = {
  namespace: 'developer',
  keyPrefix: 'apiKeys.statuses',
  colors: { active: 'success', expired: 'warning', revoked: 'default' },
};
