import type { TMovementType } from '@arara/contracts';

/** What narrows a statement (list and exports alike); unset fields do not filter. */
export type StatementFilter = {
  virtualAccountId?: string;
  types?: TMovementType[];
  /** First day, YYYY-MM-DD in America/Sao_Paulo, included. */
  from?: string;
  /** Last day, YYYY-MM-DD in America/Sao_Paulo, included. */
  to?: string;
};

/** The filter as the API's query (`type` repeated, as ZStatementQuery reads it). */
export const statementFilterQuery = (filter: StatementFilter) => ({
  virtualAccountId: filter.virtualAccountId || undefined,
  type: filter.types,
  from: filter.from || undefined,
  to: filter.to || undefined,
});
