import { downloadApiFile } from '@arara/api-client';
import { documentEndpoints, endpointPath, endpointSearch, type TLanguage } from '@arara/contracts';
import type { DocumentFilters } from './get-documents';

/** The CSV of a filtered list: its path with the list's filters and sort, in `language`. */
export const documentsCsvPath = (
  merchantId: string,
  filters: DocumentFilters,
  language: TLanguage | undefined,
) =>
  `${endpointPath(documentEndpoints.exportCsv, { merchantId })}${endpointSearch({ ...filters, language })}`;

/** GET …/documents/export.csv with the list's filters (every page, not only those loaded). */
export const downloadDocumentsCsv = (
  merchantId: string,
  filters: DocumentFilters,
  language: TLanguage | undefined,
) => downloadApiFile(documentsCsvPath(merchantId, filters, language), 'documents.csv');
