import {
  AppErrorCode,
  isMovementType,
  periodDays,
  HOME_PERIOD_MAX_DAYS,
  type TBankAccountDetail,
  type TBankAccountSummary,
  type TCreateVirtualAccountRequest,
  type THomeQuery,
  type THomeResponse,
  type TStatementEntryDetail,
  type TUpdateVirtualAccountRequest,
  type TVirtualAccountDetail,
  type TVirtualAccountsQuery,
} from '@arara/contracts';
import type { Db } from '../../db/client';
import type { BankAccount, VirtualAccount } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import { createLedgerAccountsRepository } from '../../repositories/ledger-accounts-repository';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import {
  createVirtualAccount,
  getBalanceHistory,
  getBalanceSummary,
  getStatementPage,
  type StatementFilter,
  toBankAccountDto,
  toVirtualAccountDto,
  updateVirtualAccount,
  virtualAccountNotFound,
} from '../ledger';
import { addDays, MERCHANT_TIME_ZONE, startOfZonedDay, zonedToday } from './zoned-time';

export const bankAccountNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Bank account not found');
export const statementEntryNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Statement entry not found');

export const toBankAccountSummary = (bank: BankAccount): TBankAccountSummary => ({
  id: bank.id,
  providerId: bank.providerId,
  holderName: bank.holderName,
  bankCode: bank.bankCode,
  bankName: bank.bankName,
  branchNumber: bank.branchNumber,
  accountNumber: bank.accountNumber,
  accountType: bank.accountType,
});

export async function getBankAccountDetail(
  db: Db,
  merchantId: string,
  bankAccountId: string,
): Promise<TBankAccountDetail> {
  const repo = createLedgerAccountsRepository(db);
  const bank = await repo.findBankAccountWithBalance(merchantId, bankAccountId);
  if (!bank) throw bankAccountNotFound();
  const accounts = await repo.listVirtualAccounts(merchantId, { bankAccountId: bank.id });
  return {
    ...toBankAccountDto(bank),
    blockedBalance: bank.blockedBalance,
    availableBalance: bank.balance - bank.blockedBalance,
    virtualAccounts: accounts.map(toVirtualAccountDto),
  };
}

async function withBankAccounts(
  db: Db,
  merchantId: string,
  accounts: VirtualAccount[],
): Promise<TVirtualAccountDetail[]> {
  const banks = new Map(
    (await createLedgerAccountsRepository(db).listBankAccounts(merchantId)).map((bank) => [
      bank.id,
      toBankAccountSummary(bank),
    ]),
  );
  return accounts.map((account) => {
    const bankAccount = banks.get(account.bankAccountId);
    // A virtual account's bank account is the same merchant's (created through the service).
    if (!bankAccount) throw new Error(`virtual account ${account.id} without its bank account`);
    return { ...toVirtualAccountDto(account), bankAccount };
  });
}

export async function listVirtualAccountDetails(
  db: Db,
  merchantId: string,
  query: TVirtualAccountsQuery,
): Promise<TVirtualAccountDetail[]> {
  const all = await createLedgerAccountsRepository(db).listVirtualAccounts(
    merchantId,
    query.bankAccountId === undefined ? {} : { bankAccountId: query.bankAccountId },
  );
  const accounts = all.filter(
    (account) =>
      (query.type === undefined || account.type === query.type) &&
      (query.status === undefined || account.status === query.status),
  );
  return withBankAccounts(db, merchantId, accounts);
}

export async function getVirtualAccountDetail(
  db: Db,
  merchantId: string,
  virtualAccountId: string,
): Promise<TVirtualAccountDetail> {
  const account = await createLedgerAccountsRepository(db).findVirtualAccount(
    merchantId,
    virtualAccountId,
  );
  if (!account) throw virtualAccountNotFound();
  const [detail] = await withBankAccounts(db, merchantId, [account]);
  if (!detail) throw virtualAccountNotFound();
  return detail;
}

export async function openVirtualAccount(
  db: Db,
  merchantId: string,
  request: TCreateVirtualAccountRequest,
): Promise<TVirtualAccountDetail> {
  const account = await createVirtualAccount(db, merchantId, request).catch((error: unknown) => {
    // The bank account is a field of the form: say which one is wrong.
    if (error instanceof AppError && error.code === AppErrorCode.NOT_FOUND) {
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Bank account not found', {
        bankAccountId: 'ledger.errors.bankAccountNotFound',
      });
    }
    throw error;
  });
  return getVirtualAccountDetail(db, merchantId, account.id);
}

export async function changeVirtualAccount(
  db: Db,
  merchantId: string,
  virtualAccountId: string,
  patch: TUpdateVirtualAccountRequest,
): Promise<TVirtualAccountDetail> {
  const account = await updateVirtualAccount(db, merchantId, virtualAccountId, patch);
  return getVirtualAccountDetail(db, merchantId, account.id);
}

// ---------------------------------------------------------------------------------------------
// Statement

/** Query filters (days in the merchant's zone, both included) → the ledger's [from, to). */
export function toStatementFilter(query: {
  virtualAccountId?: string | undefined;
  type?: string[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): StatementFilter {
  return {
    virtualAccountId: query.virtualAccountId,
    types: query.type?.filter(isMovementType),
    from: query.from === undefined ? undefined : startOfZonedDay(query.from),
    to: query.to === undefined ? undefined : startOfZonedDay(addDays(query.to, 1)),
  };
}

/** One statement entry (a posting id) of the merchant, with its bank account. */
export async function getStatementEntry(
  db: Db,
  merchantId: string,
  entryId: string,
): Promise<TStatementEntryDetail> {
  if (!/^[1-9][0-9]{0,15}$/.test(entryId)) throw statementEntryNotFound();
  const line = await createLedgerRepository(db).statementLine(merchantId, Number(entryId));
  if (!line) throw statementEntryNotFound();
  const accounts = createLedgerAccountsRepository(db);
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

// ---------------------------------------------------------------------------------------------
// Home

const HOME_DEFAULT_DAYS = 30;
const LATEST_TRANSACTIONS = 10;

export async function getHome(
  db: Db,
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
  const summary = await getBalanceSummary(db, merchantId, {
    from: startOfZonedDay(from),
    to: startOfZonedDay(addDays(to, 1)),
  });
  const latest = await getStatementPage(db, merchantId, { limit: LATEST_TRANSACTIONS });
  const history = await getBalanceHistory(db, merchantId, {
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
