import { useEndpointMutation } from '@arara/api-client/query';
import { accountEndpoints, type TCreateVirtualAccountRequest } from '@arara/contracts';

/** Virtual accounts are in BRL only: the form does not ask for the currency. */
export const virtualAccountRequest = (values: TCreateVirtualAccountRequest) => ({
  ...values,
  currency: 'BRL',
});

/**
 * Opens a virtual account (`mutate({ body: virtualAccountRequest(values) })`): balances and
 * lists of the merchant change with it (bank account totals too).
 */
export const useCreateVirtualAccount = (merchantId: string) =>
  useEndpointMutation(accountEndpoints.createVirtualAccount, { merchantId });
