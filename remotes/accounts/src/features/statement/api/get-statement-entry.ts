import { apiRequest } from '@arara/api-client';
import { type TStatementEntryDetail, ZStatementEntryDetail } from '@arara/contracts';
import { queryOptions } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';

/** One statement line (a posting id) with its bank account; 404 'Statement entry not found'. */
export function getStatementEntry(
  merchantId: string,
  entryId: string,
  signal?: AbortSignal,
): Promise<TStatementEntryDetail> {
  return apiRequest(merchantPath(merchantId, 'statement', entryId), {
    schema: ZStatementEntryDetail,
    signal,
  });
}

export const statementEntryQueryOptions = (merchantId: string, entryId: string) =>
  queryOptions({
    queryKey: accountsKeys.statementEntry(merchantId, entryId),
    queryFn: ({ signal }) => getStatementEntry(merchantId, entryId, signal),
  });
