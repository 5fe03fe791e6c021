import { callApi } from '@arara/api-client/call';
import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import {
  openFinanceEndpoints,
  type TCreatePaymentInitiationRequest,
  type TPaymentInitiation,
  type TPaymentInitiationStatus,
} from '@arara/contracts';
import { useCallMutation } from '@/lib/call-mutation';

export const paymentInitiationQueryOptions = (merchantId: string, initiationId: string) =>
  endpointQueryOptions(openFinanceEndpoints.get, { params: { merchantId, initiationId } });

export const paymentInitiationsQueryOptions = (
  merchantId: string,
  status: TPaymentInitiationStatus | undefined,
) => endpointQueryOptions(openFinanceEndpoints.list, { params: { merchantId }, query: { status } });

/** The request of the create form's values: the optional texts left blank are left out. */
export const paymentInitiationRequest = (
  values: TCreatePaymentInitiationRequest,
): TCreatePaymentInitiationRequest => ({
  ...values,
  payerName: values.payerName || undefined,
  payerDocument: values.payerDocument || undefined,
  description: values.description || undefined,
});

/** Asks a payer for a payment; the lists are read again. */
export const useCreatePaymentInitiation = (merchantId: string) =>
  useEndpointMutation(openFinanceEndpoints.create, { merchantId });

export type PaymentInitiationAction =
  | { action: 'cancel' }
  | { action: 'authorise'; idempotencyKey: string }
  | { action: 'reject'; reason?: string };

/**
 * Cancel (the merchant), or the sandbox payer's authorise (moves money: one Idempotency-Key per
 * decision, reused by its retries) and reject. Requests, documents and balances are read again,
 * also after a refusal (someone else may have decided first). `onDone` runs once the decision is
 * made, even though the buttons that sent it are gone by then.
 */
export const usePaymentInitiationAction = (
  merchantId: string,
  initiationId: string,
  onDone?: (result: TPaymentInitiation) => void,
) =>
  useCallMutation(
    merchantId,
    openFinanceEndpoints.sandboxAuthorise,
    (request: PaymentInitiationAction) => {
      const params = { merchantId, initiationId };
      if (request.action === 'authorise') {
        return callApi(openFinanceEndpoints.sandboxAuthorise, {
          params,
          idempotencyKey: request.idempotencyKey,
        });
      }
      if (request.action === 'reject') {
        const body = request.reason ? { reason: request.reason } : {};
        return callApi(openFinanceEndpoints.sandboxReject, { params, body });
      }
      return callApi(openFinanceEndpoints.cancel, { params });
    },
    onDone,
  );
