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

/** The filter as the API's query string (`type` repeated, as ZStatementQuery reads it). */
export function statementFilterParams(filter: StatementFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.virtualAccountId) params.set('virtualAccountId', filter.virtualAccountId);
  for (const type of filter.types ?? []) params.append('type', type);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params;
}
