import { apiDownload } from '@arara/api-client';
import { accountEndpoints, endpointPath, endpointSearch, type TLanguage } from '@arara/contracts';
import { type StatementFilter, statementFilterQuery } from './statement-filter';

export type StatementFileFormat = 'csv' | 'ofx';

const exportEndpoints = {
  csv: accountEndpoints.exportStatementCsv,
  ofx: accountEndpoints.exportStatementOfx,
} as const;

/** `attachment; filename="extrato-….csv"` (or RFC 5987 `filename*=UTF-8''…`) → the name. */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  return (
    /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(header)?.slice(1).find(Boolean) ??
    null
  );
}

/** Hands a Blob to the browser's download as `name` (the API's name, in the file's language). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL only after the click's task: revoke it a bit later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
  const response = await apiDownload(
    `${endpointPath(endpoint, { merchantId })}${endpointSearch(query)}`,
  );
  const blob = await response.blob();
  saveBlob(
    blob,
    attachmentFilename(response.headers.get('content-disposition')) ?? `statement.${format}`,
  );
}
