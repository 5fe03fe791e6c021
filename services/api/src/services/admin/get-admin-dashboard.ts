import {
  DASHBOARD_DAYS,
  type TAdminDashboard,
  type TMerchantStatus,
  type TPixDay,
  type TPixPeriod,
  ZMerchantStatus,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/map-row';
import { addDays, MERCHANT_TIME_ZONE, startOfZonedDay, zonedToday } from '../../lib/zoned-time';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { DataDeps } from '../deps';
import { adminCan } from './admin-can';

type Db = DataDeps['db'];

const int = (value: unknown): number => Number(value ?? 0);

async function merchantFigures(db: Db): Promise<NonNullable<TAdminDashboard['merchants']>> {
  // The merchants table is small (one row per merchant): a plain group by.
  const rows = rowsOf(
    await db.execute(sql`select status, count(*) as n from merchants group by status`),
  );
  const counts = new Map(rows.map((row) => [row.status as TMerchantStatus, int(row.n)]));
  const byStatus = ZMerchantStatus.options.map((status) => ({
    status,
    count: counts.get(status) ?? 0,
  }));
  return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus };
}

async function kycFigures(db: Db): Promise<NonNullable<TAdminDashboard['kyc']>> {
  // onboardings_status_idx (status, submitted_at).
  const rows = rowsOf(
    await db.execute(sql`
      select status, count(*) as n from onboardings
       where status in ('submitted', 'under_review') group by status`),
  );
  const count = (status: string) => int(rows.find((row) => row.status === status)?.n);
  const submitted = count('submitted');
  const underReview = count('under_review');
  return { submitted, underReview, waiting: submitted + underReview };
}

/**
 * Approved Pix in (kind entry) and out per day since `since`. payment_documents has no index on
 * created_at alone (every index starts with the merchant, docs/documents.md "Index decisions"),
 * so the sums are made merchant by merchant: each lateral subquery walks that merchant's
 * (merchant_id, kind, created_at) index over the period only; the group by inside keeps
 * PostgreSQL from flattening it into one scan of the whole table.
 */
async function pixDays(db: Db, since: Date): Promise<Map<string, TPixDay>> {
  const rows = rowsOf(
    await db.execute(sql`
      select p.date, p.kind, sum(p.n) as n, sum(p.total) as total
        from merchants m
        cross join lateral (
          select to_char(d.created_at at time zone ${MERCHANT_TIME_ZONE}, 'YYYY-MM-DD') as date,
                 d.kind, count(*) as n, sum(d.amount) as total
            from payment_documents d
           where d.merchant_id = m.id
             and d.kind in ('entry', 'out')
             and d.created_at >= ${since.toISOString()}::timestamptz
             and d.method = 'pix'
             and d.status = 'approved'
           group by 1, 2
        ) p
       group by p.date, p.kind`),
  );
  const days = new Map<string, TPixDay>();
  for (const row of rows) {
    const date = String(row.date);
    const day = days.get(date) ?? { date, inCount: 0, inAmount: 0, outCount: 0, outAmount: 0 };
    if (row.kind === 'entry') {
      day.inCount += int(row.n);
      day.inAmount += int(row.total);
    } else {
      day.outCount += int(row.n);
      day.outAmount += int(row.total);
    }
    days.set(date, day);
  }
  return days;
}

const totalOf = (days: TPixDay[]): TPixPeriod => ({
  in: {
    count: days.reduce((sum, day) => sum + day.inCount, 0),
    amount: days.reduce((sum, day) => sum + day.inAmount, 0),
  },
  out: {
    count: days.reduce((sum, day) => sum + day.outCount, 0),
    amount: days.reduce((sum, day) => sum + day.outAmount, 0),
  },
});

/** Failed since `since` and pending now, merchant by merchant on (merchant_id, status, created_at). */
async function documentFigures(
  db: Db,
  since: Date,
): Promise<NonNullable<TAdminDashboard['documents']>> {
  const [row] = rowsOf(
    await db.execute(sql`
      select coalesce(sum(x.failed), 0) as failed, coalesce(sum(x.pending), 0) as pending
        from merchants m
        cross join lateral (
          select count(*) filter (
                   where d.status = 'failed' and d.created_at >= ${since.toISOString()}::timestamptz
                 ) as failed,
                 count(*) filter (where d.status = 'pending') as pending
            from payment_documents d
           where d.merchant_id = m.id and d.status in ('failed', 'pending')
        ) x`),
  );
  return { failed: int(row?.failed), pending: int(row?.pending) };
}

async function infractionFigures(db: Db): Promise<NonNullable<TAdminDashboard['infractions']>> {
  // Open infractions are few (infractions_deadline_idx holds only those not CLOSED).
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*) as n from infractions
       where status <> 'CLOSED' and status = 'WAITING_DEFENSE'`),
  );
  return { waitingDefense: int(row?.n) };
}

/**
 * GET /admin/dashboard: each block only when the admin's profile can open its list
 * (docs/back-office.md "Dashboard, settings and audit").
 */
export async function getAdminDashboard(
  deps: Pick<DataDeps, 'db'>,
  admin: BackOfficeAdmin,
  now = new Date(),
): Promise<TAdminDashboard> {
  const can = (permission: Parameters<typeof adminCan>[1]) => adminCan(admin.profile, permission);
  const today = zonedToday(now);
  const from = addDays(today, -(DASHBOARD_DAYS - 1));
  const since = startOfZonedDay(from);
  const dashboard: TAdminDashboard = {
    period: { from, to: today, timeZone: MERCHANT_TIME_ZONE },
  };
  if (can('merchants.read')) dashboard.merchants = await merchantFigures(deps.db);
  if (can('kyc.review')) dashboard.kyc = await kycFigures(deps.db);
  if (can('transactions.read')) {
    const byDate = await pixDays(deps.db, since);
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
      const date = addDays(from, index);
      return byDate.get(date) ?? { date, inCount: 0, inAmount: 0, outCount: 0, outAmount: 0 };
    });
    dashboard.pix = {
      today: totalOf(days.slice(-1)),
      last7Days: totalOf(days.slice(-7)),
      last30Days: totalOf(days),
      days,
    };
    dashboard.documents = await documentFigures(deps.db, since);
    dashboard.infractions = await infractionFigures(deps.db);
  }
  return dashboard;
}
