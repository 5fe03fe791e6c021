import {
  AppErrorCode,
  HOME_PERIOD_MAX_DAYS,
  periodDays,
  type THomeQuery,
  type THomeResponse,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { getBalanceHistory, getBalanceSummary, getStatementPage } from '../ledger';
import { addDays, MERCHANT_TIME_ZONE, startOfZonedDay, zonedToday } from '../../lib/zoned-time';

const HOME_DEFAULT_DAYS = 30;
const LATEST_TRANSACTIONS = 10;

/** Balance cards, the period's totals, the latest transactions and the daily balance chart. */
export async function getHome(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  query: THomeQuery,
  now = new Date(),
): Promise<THomeResponse> {
  const to = query.to ?? zonedToday(now);
  const from = query.from ?? addDays(to, -(HOME_DEFAULT_DAYS - 1));
  // Defaults can make a period the contract could not see (only `from`, long ago, or future).
  if (from > to) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid period', {
      to: 'ledger.errors.periodOrder',
    });
  }
  if (periodDays(from, to) > HOME_PERIOD_MAX_DAYS) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid period', {
      from: 'ledger.errors.periodTooLong',
    });
  }
  const summary = await getBalanceSummary(deps, merchantId, {
    from: startOfZonedDay(from),
    to: startOfZonedDay(addDays(to, 1)),
  });
  const latest = await getStatementPage(deps, merchantId, { limit: LATEST_TRANSACTIONS });
  const history = await getBalanceHistory(deps, merchantId, {
    fromDate: from,
    toDate: to,
    timeZone: MERCHANT_TIME_ZONE,
  });
  const { current, blocked, available } = summary;
  return {
    period: { from, to, timeZone: MERCHANT_TIME_ZONE },
    balance: { current, blocked, available, ratio: current === 0 ? null : available / current },
    summary,
    latestTransactions: latest.items,
    history,
  };
}
