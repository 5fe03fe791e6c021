import { AppErrorCode, isIsoDate, isPeriodDateInRange } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { requireVirtualAccount } from './post-movement';

export const BALANCE_HISTORY_MAX_DAYS = 400;

export type BalancePoint = { date: string; balance: number };

/**
 * The closing balance (cents) of each day from `fromDate` to `toDate` (inclusive, YYYY-MM-DD in
 * `timeZone`), for one virtual account or the sum of the merchant's: the home's balance chart.
 * Each point is the `balance_after` of the account's last posting before the day ends, one
 * index probe per account and day (the statement index), whatever the history's size.
 */
export async function getBalanceHistory(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  request: {
    fromDate: string;
    toDate: string;
    timeZone?: string | undefined;
    virtualAccountId?: string | undefined;
  },
): Promise<BalancePoint[]> {
  const timeZone = request.timeZone ?? 'America/Sao_Paulo';
  // Real calendar days in the range periods may use: '0000-01-01' or '2026-02-30' would
  // otherwise reach the database's generate_series and fail there (a 500).
  const valid = (date: string) => isIsoDate(date) && isPeriodDateInRange(date);
  const days =
    valid(request.fromDate) && valid(request.toDate)
      ? (Date.parse(request.toDate) - Date.parse(request.fromDate)) / 86_400_000 + 1
      : Number.NaN;
  if (!(days >= 1 && days <= BALANCE_HISTORY_MAX_DAYS)) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid period', {
      fromDate: 'ledger.errors.invalidPeriod',
    });
  }
  if (!Intl.supportedValuesOf('timeZone').includes(timeZone) && timeZone !== 'UTC') {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid time zone', {
      timeZone: 'ledger.errors.invalidTimeZone',
    });
  }
  if (request.virtualAccountId !== undefined) {
    await requireVirtualAccount(
      deps.repositories.ledgerAccounts,
      merchantId,
      request.virtualAccountId,
    );
  }
  const accountFilter =
    request.virtualAccountId === undefined ? sql`` : sql`and va.id = ${request.virtualAccountId}`;
  const result = (await deps.db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
           -- d.day is a local midnight (timestamp without time zone): AT TIME ZONE makes it an
           -- instant in the merchant's zone.
           coalesce(sum((
             select p.balance_after from ledger_postings p
              where p.virtual_account_id = va.id
                and p.created_at < ((d.day + interval '1 day') at time zone ${timeZone})
              order by p.created_at desc nulls last, p.id desc nulls last
              limit 1)), 0) as balance
      from generate_series(${request.fromDate}::timestamp, ${request.toDate}::timestamp, interval '1 day') as d(day)
      left join virtual_accounts va on va.merchant_id = ${merchantId} ${accountFilter}
     group by d.day
     order by d.day`)) as unknown as { rows: { date: string; balance: string | number }[] };
  return result.rows.map((row) => ({ date: row.date, balance: Number(row.balance) }));
}
