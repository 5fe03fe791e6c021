import { endpointQueryOptions } from '@arara/api-client/query';
import { operationFeeEndpoints, type QUOTED_FEE_OPERATIONS } from '@arara/contracts';
import { keepPreviousData } from '@tanstack/react-query';

export type FeeQuoteQuery = {
  operation: (typeof QUOTED_FEE_OPERATIONS)[number];
  virtualAccountId: string;
  amount: number;
};

const NO_QUOTE: FeeQuoteQuery = { operation: 'transfer', virtualAccountId: '', amount: 0 };

/**
 * GET …/fees/quote: the fee of a Pix out or a transfer between accounts and the total debited,
 * before anything moves (the payment computes it again when it moves the money).
 */
export const feeQuoteQueryOptions = (merchantId: string, query: FeeQuoteQuery | null) => ({
  ...endpointQueryOptions(operationFeeEndpoints.quote, {
    params: { merchantId },
    query: query ?? NO_QUOTE,
  }),
  enabled: query !== null,
  placeholderData: keepPreviousData,
});
