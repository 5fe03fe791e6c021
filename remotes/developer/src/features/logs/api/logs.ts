import { endpointQueryOptions } from '@arara/api-client/query';
import { requestLogEndpoints, type TRequestLogsQuery } from '@arara/contracts';
import { keepPreviousData } from '@tanstack/react-query';

/** One page of request logs; the page shown stays while the next one loads. */
export const logsQueryOptions = (merchantId: string, query: TRequestLogsQuery) => ({
  ...endpointQueryOptions(requestLogEndpoints.list, { params: { merchantId }, query }),
  placeholderData: keepPreviousData,
});

export const logQueryOptions = (merchantId: string, requestLogId: string) =>
  endpointQueryOptions(requestLogEndpoints.get, { params: { merchantId, requestLogId } });
