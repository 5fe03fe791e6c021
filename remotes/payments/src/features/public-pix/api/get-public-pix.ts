import { apiRequest } from '@arara/api-client';
import { PAYMENT_ROUTES, ZPublicPixTransaction } from '@arara/contracts';
import { queryOptions } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/query-keys';

/** GET /public/pix/:id: no session, the masked public view of one Pix. */
export const publicPixQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: paymentsKeys.publicPix(transactionId),
    queryFn: ({ signal }) =>
      apiRequest(PAYMENT_ROUTES.publicPix(encodeURIComponent(transactionId)), {
        isPublic: true,
        schema: ZPublicPixTransaction,
        signal,
      }),
    retry: false,
  });
