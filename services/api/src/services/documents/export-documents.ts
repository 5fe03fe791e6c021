import type { TDocumentSummary, TDocumentsExportQuery, TLanguage } from '@arara/contracts';
import { zonedToday } from '../../lib/zoned-time';
import type { ServiceDeps } from '../deps';
import {
  csvFile,
  type ExportFile,
  exportLanguage,
  exportTexts,
  formatCents,
  inertText,
} from '../exports/csv-file';
import { checkDocumentsAccount, type DocumentsFilter, streamDocuments } from './list-documents';

const COLUMNS = [
  'date',
  'kind',
  'status',
  'method',
  'direction',
  'amount',
  'fee',
  'netAmount',
  'virtualAccount',
  'counterpartyName',
  'counterpartyDocument',
  'counterpartyInstitution',
  'endToEndId',
  'txid',
  'externalId',
  'reference',
  'description',
  'processedAt',
  'documentId',
] as const;

/** The filtered documents as CSV lines, in the list's order (the statement CSV's conventions). */
export function documentsCsv(
  documents: AsyncIterable<TDocumentSummary>,
  language: TLanguage,
): AsyncGenerator<string> {
  const t = exportTexts[language].documents;
  return csvFile(
    documents,
    language,
    COLUMNS.map((column) => t.columns[column]),
    (document, format) => [
      format.date(new Date(document.createdAt)),
      t.kinds[document.kind],
      t.statuses[document.status],
      t.methods[document.method],
      t.directions[document.direction],
      formatCents(document.amount, format.decimal),
      formatCents(document.fee, format.decimal),
      formatCents(document.netAmount, format.decimal),
      inertText(document.virtualAccountLabel),
      inertText(document.counterpartyName ?? ''),
      document.counterpartyDocument ?? '',
      inertText(document.counterpartyInstitution ?? ''),
      document.endToEndId ?? '',
      inertText(document.txid ?? ''),
      inertText(document.externalId ?? ''),
      inertText(document.reference),
      inertText(document.description ?? ''),
      document.processedAt === null ? '' : format.date(new Date(document.processedAt)),
      document.id,
    ],
  );
}

/**
 * GET …/documents/export.csv: the list with the same filters and sort, every page of it,
 * streamed in keyset batches (flat memory), in the language asked for or the merchant's.
 */
export async function exportDocumentsCsv(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  query: TDocumentsExportQuery,
): Promise<ExportFile> {
  const { language: asked, ...filter } = query;
  // Checked before the first byte: a stream cannot turn into a 404 afterwards.
  await checkDocumentsAccount(deps.db, merchantId, filter);
  const language = await exportLanguage(deps, merchantId, asked);
  const name = exportTexts[language].documents.filename;
  return {
    filename: `${name}-${query.from ?? 'start'}-${query.to ?? zonedToday()}.csv`,
    body: documentsCsv(
      streamDocuments(deps.db, merchantId, filter satisfies DocumentsFilter),
      language,
    ),
  };
}
