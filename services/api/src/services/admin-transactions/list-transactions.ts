import type {
  TAdminTransaction,
  TAdminTransactionPage,
  TAdminTransactionsParsedExportQuery,
  TAdminTransactionsParsedQuery,
  TLanguage,
} from '@arara/contracts';
import adminEn from '@arara/locales/en/admin.json' with { type: 'json' };
import adminPtBR from '@arara/locales/pt-BR/admin.json' with { type: 'json' };
import type { Db } from '../../db/client';
import { zonedToday } from '../../lib/zoned-time';
import { csvFile, type ExportFile, formatCents, inertText } from '../exports/csv-file';
import {
  decodeCursor,
  encodeCursor,
  readTransactionsPage,
  streamTransactions,
  type TransactionRow,
} from './transactions-query';

export const ADMIN_TRANSACTIONS_PAGE_DEFAULT = 50;

const toDto = (row: TransactionRow): TAdminTransaction => ({
  id: row.id,
  merchantId: row.merchantId,
  merchantName: row.merchantName,
  reference: row.reference,
  type: row.type,
  amount: row.amount,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  documentId: row.documentId,
});

/** GET /admin/transactions: one keyset page, newest first (docs/back-office.md). */
export async function listAdminTransactions(
  db: Db,
  query: TAdminTransactionsParsedQuery,
): Promise<TAdminTransactionPage> {
  const { cursor, limit: asked, ...filter } = query;
  const limit = Number(asked ?? ADMIN_TRANSACTIONS_PAGE_DEFAULT);
  const position = cursor === undefined ? undefined : decodeCursor(cursor);
  const { rows, hasMore } = await readTransactionsPage(db, filter, position, limit);
  const last = rows.at(-1);
  return {
    items: rows.map(toDto),
    nextCursor: hasMore && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

/** The back office's texts (locales/<language>/admin.json `money`), also the CSV headers. */
export const moneyTexts: Record<TLanguage, (typeof adminEn)['money']> = {
  en: adminEn.money,
  'pt-BR': adminPtBR.money,
};

const COLUMNS = [
  'createdAt',
  'merchant',
  'merchantId',
  'type',
  'status',
  'amount',
  'reference',
  'documentId',
  'id',
] as const;

/**
 * GET /admin/transactions/export: every row of the filter, streamed in keyset batches of 1,000
 * (flat memory) through the statement CSV's writer (services/exports/csv-file.ts).
 */
export function exportAdminTransactionsCsv(
  db: Db,
  query: TAdminTransactionsParsedExportQuery,
): ExportFile {
  const { language = 'en', ...filter } = query;
  const texts = moneyTexts[language].transactions;
  return {
    filename: `${texts.export.filename}-${filter.from ?? 'start'}-${filter.to ?? zonedToday()}.csv`,
    body: csvFile(
      streamTransactions(db, filter),
      language,
      COLUMNS.map((column) => texts.columns[column]),
      (row, format) => [
        format.date(row.createdAt),
        inertText(row.merchantName),
        row.merchantId,
        texts.types[row.type],
        texts.statuses[row.status],
        formatCents(row.amount, format.decimal),
        inertText(row.reference ?? ''),
        row.documentId ?? '',
        row.id,
      ],
    ),
  };
}
