import { callApi } from '@arara/api-client/call';
import { endpointQueryOptions } from '@arara/api-client/query';
import {
  counterpartyEndpoints,
  type TCounterpartiesQuery,
  type TCreateCounterpartyBankAccountRequest,
  type TCreateCounterpartyRequest,
  type TUpdateCounterpartyBankAccountRequest,
  type TUpdateCounterpartyRequest,
} from '@arara/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallMutation } from '@/lib/call-mutation';

export const counterpartiesQueryOptions = (merchantId: string, query: TCounterpartiesQuery) => ({
  ...endpointQueryOptions(counterpartyEndpoints.list, { params: { merchantId }, query }),
  placeholderData: keepPreviousData,
});

export const counterpartyQueryOptions = (merchantId: string, counterpartyId: string) =>
  endpointQueryOptions(counterpartyEndpoints.get, { params: { merchantId, counterpartyId } });

// Every mutation answers the counterparty's detail and refreshes every counterparty query.

export const useCreateCounterparty = (merchantId: string) =>
  useCallMutation(merchantId, counterpartyEndpoints.create, (body: TCreateCounterpartyRequest) =>
    callApi(counterpartyEndpoints.create, { params: { merchantId }, body }),
  );

export const useUpdateCounterparty = (merchantId: string, counterpartyId: string) =>
  useCallMutation(merchantId, counterpartyEndpoints.update, (body: TUpdateCounterpartyRequest) =>
    callApi(counterpartyEndpoints.update, { params: { merchantId, counterpartyId }, body }),
  );

export const useAddBankAccount = (merchantId: string, counterpartyId: string) =>
  useCallMutation(
    merchantId,
    counterpartyEndpoints.addBankAccount,
    (body: TCreateCounterpartyBankAccountRequest) =>
      callApi(counterpartyEndpoints.addBankAccount, {
        params: { merchantId, counterpartyId },
        body,
      }),
  );

export const useUpdateBankAccount = (merchantId: string, counterpartyId: string) =>
  useCallMutation(
    merchantId,
    counterpartyEndpoints.updateBankAccount,
    ({
      bankAccountId,
      ...body
    }: TUpdateCounterpartyBankAccountRequest & { bankAccountId: string }) =>
      callApi(counterpartyEndpoints.updateBankAccount, {
        params: { merchantId, counterpartyId, bankAccountId },
        body,
      }),
  );

export const useRemoveBankAccount = (merchantId: string, counterpartyId: string) =>
  useCallMutation(merchantId, counterpartyEndpoints.removeBankAccount, (bankAccountId: string) =>
    callApi(counterpartyEndpoints.removeBankAccount, {
      params: { merchantId, counterpartyId, bankAccountId },
    }),
  );
