import {
  AppErrorCode,
  isMovementType,
  type TStatementEntryDetail,
  type TStatementPage,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import type { ServiceDeps } from '../deps';
import { getStatementPage, type StatementFilter } from '../ledger';
import { toBankAccountSummary } from './to-account-dto';
import { addDays, startOfZonedDay } from '../../lib/zoned-time';

const statementEntryNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Statement entry not found');

/** Query filters (days in the merchant's zone, both included) → the ledger's [from, to). */
export function toStatementFilter(query: {
  virtualAccountId?: string | undefined;
  type?: string[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  direction?: 'in' | 'out' | undefined;
}): StatementFilter {
  return {
    virtualAccountId: query.virtualAccountId,
    direction: query.direction,
    types: query.type?.filter(isMovementType),
    from: query.from === undefined ? undefined : startOfZonedDay(query.from),
    to: query.to === undefined ? undefined : startOfZonedDay(addDays(query.to, 1)),
  };
}

/** A statement page of the statement screen's filters (keyset: `cursor`, `limit`). */
export function getStatement(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  query: Parameters<typeof toStatementFilter>[0] & {
    cursor?: string | undefined;
    limit?: number | undefined;
  },
): Promise<TStatementPage> {
  return getStatementPage(deps, merchantId, {
    ...toStatementFilter(query),
    cursor: query.cursor,
    limit: query.limit,
  });
}

/** One statement entry (a posting id) of the merchant, with its bank account. */
export async function getStatementEntry(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  entryId: string,
): Promise<TStatementEntryDetail> {
  if (!/^[1-9][0-9]{0,15}$/.test(entryId)) throw statementEntryNotFound();
  const line = await createLedgerRepository(deps.db).statementLine(merchantId, Number(entryId));
  if (!line) throw statementEntryNotFound();
  const accounts = deps.repositories.ledgerAccounts;
  const account = await accounts.findVirtualAccount(merchantId, line.virtualAccountId);
  const bank = account && (await accounts.findBankAccount(merchantId, account.bankAccountId));
  if (!bank) throw statementEntryNotFound();
  return {
    ...line,
    id: String(line.id),
    createdAt: line.createdAt.toISOString(),
    bankAccount: toBankAccountSummary(bank),
  };
}
