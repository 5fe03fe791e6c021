import { useEndpointMutation } from '@arara/api-client/query';
import { paymentEndpoints } from '@arara/contracts';

/** POST …/transfers/between-accounts; balances are read again afterwards. */
export const useTransferBetweenAccounts = (merchantId: string) =>
  useEndpointMutation(paymentEndpoints.betweenAccounts, { merchantId });
