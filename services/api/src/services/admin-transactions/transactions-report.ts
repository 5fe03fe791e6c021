import {
  TRANSACTION_TYPES,
  type TTransactionsReport,
  type TTransactionsReportExportQuery,
  type TTransactionsReportQuery,
  type TTransactionType,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addDays, MERCHANT_TIME_ZONE } from '../../lib/zoned-time';
import { csvFile, type ExportFile, formatCents, inertText } from '../exports/csv-file';
import { moneyTexts } from './list-transactions';
import { transactionsUnion } from './transactions-query';

type Group = {
  date: string;
  merchantId: string;
  merchantName: string;
  type: TTransactionType;
  count: number;
  amount: number;
};

/**
 * The approved transactions of the period (money that moved, so the totals are the ledger's)
 * grouped by São Paulo day, merchant and type: at most days × merchants × 5 rows, oldest day
 * first. The other totals are sums of these.
 */
async function reportGroups(
  db: Db,
  period: { from: string; to: string; merchantId?: string | undefined },
): Promise<Group[]> {
  const union = transactionsUnion({ ...period, status: 'approved' });
  const result = (await db.execute(sql`
    select to_char(t.created_at at time zone ${MERCHANT_TIME_ZONE}, 'YYYY-MM-DD') as date,
           t.merchant_id, m.name as merchant_name, t.type,
           count(*)::int as count, coalesce(sum(t.amount), 0)::bigint as amount
      from (${union}) t
      join merchants m on m.id = t.merchant_id
     group by 1, 2, 3, 4
     order by 1, 3, 2, 4`)) as {
    rows: {
      date: string;
      merchant_id: string;
      merchant_name: string;
      type: TTransactionType;
      count: number;
      amount: string | number;
    }[];
  };
  return result.rows.map((row) => ({
    date: row.date,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    type: row.type,
    count: Number(row.count),
    amount: Number(row.amount),
  }));
}

/** The contract's checks made both days present. */
const periodOf = (query: TTransactionsReportQuery) => ({
  from: query.from as string,
  to: query.to as string,
  merchantId: query.merchantId,
});

/** GET /admin/reports/transactions: totals by day (every day), type (every type) and merchant. */
export async function transactionsReport(
  db: Db,
  query: TTransactionsReportQuery,
): Promise<TTransactionsReport> {
  const period = periodOf(query);
  const groups = await reportGroups(db, period);
  const days = new Map<string, { count: number; amount: number }>();
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    days.set(day, { count: 0, amount: 0 });
  }
  const types = new Map(TRANSACTION_TYPES.map((type) => [type, { count: 0, amount: 0 }]));
  const merchants = new Map<string, { merchantName: string; count: number; amount: number }>();
  const total = { count: 0, amount: 0 };
  for (const group of groups) {
    const add = (sum: { count: number; amount: number } | undefined) => {
      if (!sum) return;
      sum.count += group.count;
      sum.amount += group.amount;
    };
    add(days.get(group.date));
    add(types.get(group.type));
    if (!merchants.has(group.merchantId)) {
      merchants.set(group.merchantId, { merchantName: group.merchantName, count: 0, amount: 0 });
    }
    add(merchants.get(group.merchantId));
    add(total);
  }
  return {
    from: period.from,
    to: period.to,
    total,
    byDay: [...days].map(([date, sum]) => ({ date, ...sum })),
    byType: [...types].map(([type, sum]) => ({ type, ...sum })),
    byMerchant: [...merchants]
      .map(([merchantId, sum]) => ({ merchantId, ...sum }))
      .sort((a, b) => b.amount - a.amount || a.merchantName.localeCompare(b.merchantName)),
  };
}

const COLUMNS = ['date', 'merchant', 'merchantId', 'type', 'count', 'amount'] as const;

/**
 * GET /admin/reports/transactions/export: one line per day, merchant and type (the source of a
 * pivot table in Excel), the statement CSV's conventions: UTF-8 with BOM, no `sep=` line.
 */
export function exportTransactionsReportCsv(
  db: Db,
  query: TTransactionsReportExportQuery,
): ExportFile {
  const { language = 'en' } = query;
  const period = periodOf(query);
  const texts = moneyTexts[language];
  async function* groups() {
    yield* await reportGroups(db, period);
  }
  return {
    filename: `${texts.reports.export.filename}-${period.from}-${period.to}.csv`,
    body: csvFile(
      groups(),
      language,
      COLUMNS.map((column) => texts.reports.columns[column]),
      (group, format) => [
        group.date,
        inertText(group.merchantName),
        group.merchantId,
        texts.transactions.types[group.type],
        String(group.count),
        formatCents(group.amount, format.decimal),
      ],
    ),
  };
}
