import { apiRequest } from '@arara/api-client';
import {
  COUNTERPARTY_ROUTES,
  type TCounterpartiesQuery,
  type TCounterpartyDetail,
  type TCreateCounterpartyBankAccountRequest,
  type TCreateCounterpartyRequest,
  type TUpdateCounterpartyBankAccountRequest,
  type TUpdateCounterpartyRequest,
  ZCounterpartyDetail,
  ZCounterpartyPage,
} from '@arara/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** Query keys of counterparties, namespaced by app and merchant. */
export const counterpartiesKeys = {
  all: (merchantId: string) => ['payments', merchantId, 'counterparties'] as const,
  list: (merchantId: string, query: TCounterpartiesQuery) =>
    ['payments', merchantId, 'counterparties', 'list', query] as const,
  detail: (merchantId: string, id: string) =>
    ['payments', merchantId, 'counterparties', 'detail', id] as const,
};

const withQuery = (path: string, query: TCounterpartiesQuery) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
};

export const counterpartiesQueryOptions = (merchantId: string, query: TCounterpartiesQuery) =>
  queryOptions({
    queryKey: counterpartiesKeys.list(merchantId, query),
    queryFn: ({ signal }) =>
      apiRequest(withQuery(COUNTERPARTY_ROUTES.list(merchantId), query), {
        schema: ZCounterpartyPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const counterpartyQueryOptions = (merchantId: string, id: string) =>
  queryOptions({
    queryKey: counterpartiesKeys.detail(merchantId, id),
    queryFn: ({ signal }) =>
      apiRequest(COUNTERPARTY_ROUTES.one(merchantId, encodeURIComponent(id)), {
        schema: ZCounterpartyDetail,
        signal,
      }),
  });

/** A mutation answering the counterparty's detail, which refreshes every counterparty query. */
function useCounterpartyMutation<TVariables>(
  merchantId: string,
  request: (variables: TVariables) => Promise<TCounterpartyDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: counterpartiesKeys.all(merchantId) }),
  });
}

export const useCreateCounterparty = (merchantId: string) =>
  useCounterpartyMutation(merchantId, (body: TCreateCounterpartyRequest) =>
    apiRequest(COUNTERPARTY_ROUTES.list(merchantId), {
      method: 'POST',
      body,
      schema: ZCounterpartyDetail,
    }),
  );

export const useUpdateCounterparty = (merchantId: string, id: string) =>
  useCounterpartyMutation(merchantId, (body: TUpdateCounterpartyRequest) =>
    apiRequest(COUNTERPARTY_ROUTES.one(merchantId, id), {
      method: 'PATCH',
      body,
      schema: ZCounterpartyDetail,
    }),
  );

export const useAddBankAccount = (merchantId: string, id: string) =>
  useCounterpartyMutation(merchantId, (body: TCreateCounterpartyBankAccountRequest) =>
    apiRequest(COUNTERPARTY_ROUTES.bankAccounts(merchantId, id), {
      method: 'POST',
      body,
      schema: ZCounterpartyDetail,
    }),
  );

export const useUpdateBankAccount = (merchantId: string, id: string) =>
  useCounterpartyMutation(
    merchantId,
    ({
      bankAccountId,
      ...body
    }: TUpdateCounterpartyBankAccountRequest & { bankAccountId: string }) =>
      apiRequest(COUNTERPARTY_ROUTES.bankAccount(merchantId, id, bankAccountId), {
        method: 'PATCH',
        body,
        schema: ZCounterpartyDetail,
      }),
  );

export const useRemoveBankAccount = (merchantId: string, id: string) =>
  useCounterpartyMutation(merchantId, (bankAccountId: string) =>
    apiRequest(COUNTERPARTY_ROUTES.bankAccount(merchantId, id, bankAccountId), {
      method: 'DELETE',
      schema: ZCounterpartyDetail,
    }),
  );
