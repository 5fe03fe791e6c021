import { endpointQueryOptions } from '@arara/api-client/query';
import { accountEndpoints } from '@arara/contracts';

/** One statement line (a posting id) with its bank account; 404 'Statement entry not found'. */
export const statementEntryQueryOptions = (merchantId: string, entryId: string) =>
  endpointQueryOptions(accountEndpoints.getStatementEntry, { params: { merchantId, entryId } });
