import { apiRequest } from '@arara/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  OPEN_FINANCE_ROUTES,
  type TCreatePaymentInitiationRequest,
  type TPaymentInitiationStatus,
  ZPaymentInitiation,
  ZPaymentInitiationsResponse,
} from '@arara/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/query-keys';

export const openFinanceKeys = {
  all: (merchantId: string) => ['payments', merchantId, 'payment-initiations'] as const,
  list: (merchantId: string, status: TPaymentInitiationStatus | undefined) =>
    ['payments', merchantId, 'payment-initiations', 'list', status ?? 'all'] as const,
  detail: (merchantId: string, id: string) =>
    ['payments', merchantId, 'payment-initiations', 'detail', id] as const,
};

export const paymentInitiationQueryOptions = (merchantId: string, id: string) =>
  queryOptions({
    queryKey: openFinanceKeys.detail(merchantId, id),
    queryFn: ({ signal }) =>
      apiRequest(OPEN_FINANCE_ROUTES.one(merchantId, encodeURIComponent(id)), {
        schema: ZPaymentInitiation,
        signal,
      }),
  });

export const paymentInitiationsQueryOptions = (
  merchantId: string,
  status: TPaymentInitiationStatus | undefined,
) =>
  queryOptions({
    queryKey: openFinanceKeys.list(merchantId, status),
    queryFn: ({ signal }) =>
      apiRequest(
        status
          ? `${OPEN_FINANCE_ROUTES.list(merchantId)}?status=${status}`
          : OPEN_FINANCE_ROUTES.list(merchantId),
        { schema: ZPaymentInitiationsResponse, signal },
      ),
  });

/** Asks a payer for a payment; the lists are read again. */
export function useCreatePaymentInitiation(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePaymentInitiationRequest) =>
      apiRequest(OPEN_FINANCE_ROUTES.list(merchantId), {
        method: 'POST',
        body,
        schema: ZPaymentInitiation,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openFinanceKeys.all(merchantId) }),
  });
}

export type PaymentInitiationAction =
  | { action: 'cancel' }
  | { action: 'authorise'; idempotencyKey: string }
  | { action: 'reject'; reason?: string };

/**
 * Cancel (the merchant), or the sandbox payer's authorise (moves money: one Idempotency-Key per
 * decision, reused by its retries) and reject. Lists, documents and balances are read again,
 * also after a refusal (someone else may have decided first).
 */
export function usePaymentInitiationAction(merchantId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaymentInitiationAction) => {
      if (request.action === 'authorise') {
        return apiRequest(OPEN_FINANCE_ROUTES.authorise(merchantId, id), {
          method: 'POST',
          headers: { [IDEMPOTENCY_KEY_HEADER]: request.idempotencyKey },
          schema: ZPaymentInitiation,
        });
      }
      if (request.action === 'reject') {
        return apiRequest(OPEN_FINANCE_ROUTES.reject(merchantId, id), {
          method: 'POST',
          body: request.reason ? { reason: request.reason } : {},
          schema: ZPaymentInitiation,
        });
      }
      return apiRequest(OPEN_FINANCE_ROUTES.cancel(merchantId, id), {
        method: 'POST',
        schema: ZPaymentInitiation,
      });
    },
    onSettled: () => {
      // Requests, documents and balances of payments, and the accounts remote's balances.
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all(merchantId) });
      void queryClient.invalidateQueries({ queryKey: ['accounts', merchantId] });
    },
  });
}
