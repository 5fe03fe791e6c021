import { downloadApiFile } from '@arara/api-client';
import { accountEndpoints, endpointPath, endpointSearch, type TLanguage } from '@arara/contracts';
import { type StatementFilter, statementFilterQuery } from './statement-filter';

export type StatementFileFormat = 'csv' | 'ofx';

const exportEndpoints = {
  csv: accountEndpoints.exportStatementCsv,
  ofx: accountEndpoints.exportStatementOfx,
} as const;

/**
 * GET …/statement/export.csv|ofx with the screen's filter, through the API client (a plain
 * `<a href>` would carry neither the bearer token nor the act-as header), then saved as a file.
 */
export async function downloadStatement(
  merchantId: string,
  format: StatementFileFormat,
  filter: StatementFilter,
  language: TLanguage | undefined,
): Promise<void> {
  const query = {
    ...statementFilterQuery(filter),
    // An OFX is one account's statement for reconciliation: accounting tools check that its
    // transactions add up to its ledger balance, so it always holds every movement type.
    type: format === 'ofx' ? undefined : filter.types,
    language,
  };
  const endpoint = exportEndpoints[format];
  await downloadApiFile(
    `${endpointPath(endpoint, { merchantId })}${endpointSearch(query)}`,
    `statement.${format}`,
  );
}
