import {
  ADMIN_FEE_MESSAGES,
  ADMIN_FEES_PAGE_SIZE,
  AppErrorCode,
  type TAdminFee,
  type TAdminFeeBankAccount,
  type TAdminFeeRequest,
  type TAdminFeesPage,
  type TAdminFeesFilter,
  type TAdminFeeUpdateRequest,
  ZAdminFeeRequest,
} from '@arara/contracts';
import { and, asc, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { paymentApprovals } from '../../db/schema-approvals';
import { type BankAccountFee, bankAccountFees, withdrawals } from '../../db/schema-fees';
import { bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import { settlementJobs } from '../../db/schema-settlements';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import type { AuditedRequest } from '../admin/audited-request';
import { recordAdminWrite } from '../admin/record-admin-write';
import type { DataDeps } from '../deps';

/**
 * Bank account fees in the back office (docs/back-office.md "Fees"). Every write runs in one
 * transaction with its audit row (targetType `fee`); the bank account's row is locked first so
 * two admins cannot both make an active fee on the same bank account / virtual account /
 * operation.
 */

const feeNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Fee not found', { feeId: ADMIN_FEE_MESSAGES.notFound });

const bankAccountLabel = (bank: {
  bankCode: string;
  bankName: string;
  branchNumber: string;
  accountNumber: string;
}) => `${bank.bankCode} · ${bank.bankName} · ${bank.branchNumber} / ${bank.accountNumber}`;

/** `"0.5000"` → 0.5 (the column keeps 4 decimals). */
const percentOf = (value: string | null) => (value === null ? null : Number.parseFloat(value));
/** 0.5 → `"0.5000"`: the number as the column stores it, with no float noise. */
const percentText = (value: number | null) => (value === null ? null : value.toFixed(4));

const feeColumns = {
  fee: bankAccountFees,
  merchantId: bankAccounts.merchantId,
  merchantName: merchants.name,
  bankCode: bankAccounts.bankCode,
  bankName: bankAccounts.bankName,
  branchNumber: bankAccounts.branchNumber,
  accountNumber: bankAccounts.accountNumber,
  virtualAccountLabel: virtualAccounts.label,
};

type FeeRow = {
  fee: BankAccountFee;
  merchantId: string;
  merchantName: string;
  bankCode: string;
  bankName: string;
  branchNumber: string;
  accountNumber: string;
  virtualAccountLabel: string | null;
};

function selectFees(db: Db) {
  return db
    .select(feeColumns)
    .from(bankAccountFees)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankAccountFees.bankAccountId))
    .innerJoin(merchants, eq(merchants.id, bankAccounts.merchantId))
    .leftJoin(virtualAccounts, eq(virtualAccounts.id, bankAccountFees.virtualAccountId));
}

function toAdminFee(row: FeeRow): TAdminFee {
  const { fee } = row;
  return {
    id: fee.id,
    merchantId: row.merchantId,
    merchantName: row.merchantName,
    bankAccountId: fee.bankAccountId,
    bankAccountLabel: bankAccountLabel(row),
    virtualAccountId: fee.virtualAccountId,
    virtualAccountLabel: row.virtualAccountLabel,
    operation: fee.operation,
    costType: fee.costType,
    costValue: String(Number.parseFloat(fee.costValue)),
    fixedAmount: fee.fixedAmount,
    percentageAmount: percentOf(fee.percentageAmount),
    minimumFee: fee.minimumFee,
    currency: fee.currency,
    feeType: fee.feeType,
    description: fee.description,
    status: fee.status,
    createdAt: fee.createdAt.toISOString(),
    updatedAt: fee.updatedAt.toISOString(),
  };
}

async function readFee(db: Db, feeId: string): Promise<TAdminFee | undefined> {
  if (!isUuid(feeId)) return undefined;
  const [row] = await selectFees(db).where(eq(bankAccountFees.id, feeId)).limit(1);
  return row ? toAdminFee(row) : undefined;
}

/** GET /admin/fees: newest first, a page at a time. */
export async function listAdminFees(db: Db, query: TAdminFeesFilter): Promise<TAdminFeesPage> {
  const { page } = query;
  const filters: SQL[] = [];
  // An id that is no uuid matches nothing (never a 500 from the database).
  if (query.merchantId !== undefined) {
    filters.push(
      isUuid(query.merchantId) ? eq(bankAccounts.merchantId, query.merchantId) : sql`false`,
    );
  }
  if (query.bankAccountId !== undefined) {
    filters.push(
      isUuid(query.bankAccountId)
        ? eq(bankAccountFees.bankAccountId, query.bankAccountId)
        : sql`false`,
    );
  }
  if (query.operation) filters.push(eq(bankAccountFees.operation, query.operation));
  if (query.status) filters.push(eq(bankAccountFees.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await selectFees(db)
    .where(where)
    .orderBy(desc(bankAccountFees.createdAt), desc(bankAccountFees.id))
    .limit(ADMIN_FEES_PAGE_SIZE)
    .offset((page - 1) * ADMIN_FEES_PAGE_SIZE);
  const [total] = await db
    .select({ value: count() })
    .from(bankAccountFees)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankAccountFees.bankAccountId))
    .where(where);
  return {
    items: rows.map(toAdminFee),
    total: total?.value ?? 0,
    page,
    pageSize: ADMIN_FEES_PAGE_SIZE,
  };
}

/** GET /admin/fees/bank-accounts: every bank account with its virtual accounts (the form). */
export async function listFeeBankAccounts(db: Db): Promise<{ items: TAdminFeeBankAccount[] }> {
  const banks = await db
    .select({
      id: bankAccounts.id,
      merchantId: bankAccounts.merchantId,
      merchantName: merchants.name,
      bankCode: bankAccounts.bankCode,
      bankName: bankAccounts.bankName,
      branchNumber: bankAccounts.branchNumber,
      accountNumber: bankAccounts.accountNumber,
      status: bankAccounts.status,
    })
    .from(bankAccounts)
    .innerJoin(merchants, eq(merchants.id, bankAccounts.merchantId))
    .orderBy(asc(merchants.name), asc(bankAccounts.bankCode), asc(bankAccounts.id));
  const accounts = await db
    .select({
      id: virtualAccounts.id,
      bankAccountId: virtualAccounts.bankAccountId,
      label: virtualAccounts.label,
      type: virtualAccounts.type,
    })
    .from(virtualAccounts)
    .orderBy(asc(virtualAccounts.label), asc(virtualAccounts.id));
  return {
    items: banks.map((bank) => ({
      id: bank.id,
      merchantId: bank.merchantId,
      merchantName: bank.merchantName,
      label: bankAccountLabel(bank),
      status: bank.status,
      virtualAccounts: accounts
        .filter((account) => account.bankAccountId === bank.id)
        .map(({ id, label, type }) => ({ id, label, type })),
    })),
  };
}

/** The fee a write leaves, checked as a whole: the same schema (and message keys) as the form. */
function checkWhole(fee: TAdminFeeRequest): TAdminFeeRequest {
  const parsed = ZAdminFeeRequest.safeParse(fee);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'fee');
    fields[field] ??= issue.message;
  }
  throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The fee is not valid', fields);
}

/**
 * The bank account (locked: one write at a time per bank account) and, when named, its virtual
 * account: one of another bank account is refused on the field.
 */
async function requireAccounts(tx: Db, fee: TAdminFeeRequest) {
  const bankNotFound = () =>
    new AppError(AppErrorCode.VALIDATION_ERROR, 'Bank account not found', {
      bankAccountId: ADMIN_FEE_MESSAGES.bankAccountNotFound,
    });
  if (!isUuid(fee.bankAccountId)) throw bankNotFound();
  const [bank] = await tx
    .select({ id: bankAccounts.id, merchantId: bankAccounts.merchantId })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, fee.bankAccountId))
    .for('update');
  if (!bank) throw bankNotFound();
  if (fee.virtualAccountId !== null) {
    const [account] = isUuid(fee.virtualAccountId)
      ? await tx
          .select({ bankAccountId: virtualAccounts.bankAccountId })
          .from(virtualAccounts)
          .where(eq(virtualAccounts.id, fee.virtualAccountId))
      : [];
    if (account?.bankAccountId !== bank.id) {
      throw new AppError(
        AppErrorCode.VALIDATION_ERROR,
        'The virtual account is not of this bank account',
        { virtualAccountId: ADMIN_FEE_MESSAGES.virtualAccountNotInBank },
      );
    }
  }
  return bank;
}

/**
 * docs/back-office.md "Fees": one active fee per bank account, virtual account (or none) and
 * operation — a second one is refused (409) rather than silently shadowed.
 */
async function refuseSecondActive(tx: Db, fee: TAdminFeeRequest, exceptId?: string) {
  if (fee.status !== 'active') return;
  const [twin] = await tx
    .select({ id: bankAccountFees.id })
    .from(bankAccountFees)
    .where(
      and(
        eq(bankAccountFees.bankAccountId, fee.bankAccountId),
        fee.virtualAccountId === null
          ? isNull(bankAccountFees.virtualAccountId)
          : eq(bankAccountFees.virtualAccountId, fee.virtualAccountId),
        eq(bankAccountFees.operation, fee.operation),
        eq(bankAccountFees.status, 'active'),
        exceptId ? ne(bankAccountFees.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (twin) {
    throw new AppError(
      AppErrorCode.CONFLICT,
      'An active fee already exists for this bank account, virtual account and operation',
      { operation: ADMIN_FEE_MESSAGES.duplicateActive },
    );
  }
}

/** The row's columns from a checked fee (the headline cost value from the cost type). */
const columnsOf = (fee: TAdminFeeRequest) => ({
  bankAccountId: fee.bankAccountId,
  virtualAccountId: fee.virtualAccountId,
  operation: fee.operation,
  costType: fee.costType,
  costValue:
    fee.costType === 'fixed'
      ? String(fee.fixedAmount ?? 0)
      : (percentText(fee.percentageAmount) ?? '0'),
  fixedAmount: fee.fixedAmount,
  percentageAmount: percentText(fee.percentageAmount),
  minimumFee: fee.minimumFee,
  currency: fee.currency,
  feeType: fee.feeType,
  description: fee.description?.trim() ? fee.description.trim() : null,
  status: fee.status,
});

const requestOf = (fee: TAdminFee): TAdminFeeRequest => ({
  bankAccountId: fee.bankAccountId,
  virtualAccountId: fee.virtualAccountId,
  operation: fee.operation,
  costType: fee.costType,
  fixedAmount: fee.fixedAmount,
  percentageAmount: fee.percentageAmount,
  minimumFee: fee.minimumFee,
  currency: fee.currency,
  feeType: fee.feeType,
  description: fee.description,
  status: fee.status,
});

type Caller = { deps: DataDeps; request: AuditedRequest; admin: BackOfficeAdmin };

export async function createAdminFee(
  { deps, request, admin }: Caller,
  body: TAdminFeeRequest,
): Promise<TAdminFee> {
  const fee = checkWhole(body);
  return deps.db.transaction(async (tx) => {
    const bank = await requireAccounts(tx, fee);
    await refuseSecondActive(tx, fee);
    const [row] = await tx.insert(bankAccountFees).values(columnsOf(fee)).returning();
    if (!row) throw new Error('fee insert returned nothing');
    const created = await readFee(tx, row.id);
    if (!created) throw new Error('created fee not found');
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'fee.create',
        targetType: 'fee',
        targetId: row.id,
        merchantId: bank.merchantId,
        before: null,
        after: created,
      },
      tx,
    );
    return created;
  });
}

export async function updateAdminFee(
  { deps, request, admin }: Caller,
  feeId: string,
  patch: TAdminFeeUpdateRequest,
): Promise<TAdminFee> {
  return deps.db.transaction(async (tx) => {
    const before = await readFee(tx, feeId);
    if (!before) throw feeNotFound();
    const defined = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    const fee = checkWhole({ ...requestOf(before), ...defined });
    const bank = await requireAccounts(tx, fee);
    await refuseSecondActive(tx, fee, feeId);
    await tx
      .update(bankAccountFees)
      .set({ ...columnsOf(fee), updatedAt: new Date() })
      .where(eq(bankAccountFees.id, feeId));
    const after = await readFee(tx, feeId);
    if (!after) throw feeNotFound();
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'fee.update',
        targetType: 'fee',
        targetId: feeId,
        merchantId: bank.merchantId,
        before,
        after,
      },
      tx,
    );
    return after;
  });
}

/**
 * A fee charged by a withdrawal, or named by a withdrawal still waiting (its settlement or its
 * approval links the fee when it completes), cannot be deleted: set it inactive instead.
 */
async function refuseInUse(tx: Db, feeId: string) {
  const [charged] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.feeId, feeId))
    .limit(1);
  const [waiting] = await tx
    .select({ id: settlementJobs.id })
    .from(settlementJobs)
    .where(
      and(
        eq(settlementJobs.status, 'pending'),
        sql`${settlementJobs.request}->>'feeId' = ${feeId}`,
      ),
    )
    .limit(1);
  const [held] = await tx
    .select({ id: paymentApprovals.id })
    .from(paymentApprovals)
    .where(
      and(
        eq(paymentApprovals.status, 'pending'),
        sql`${paymentApprovals.request}->>'feeId' = ${feeId}`,
      ),
    )
    .limit(1);
  if (charged || waiting || held) {
    throw new AppError(
      AppErrorCode.CONFLICT,
      'This fee was charged by a withdrawal: set it inactive instead',
      { feeId: ADMIN_FEE_MESSAGES.inUse },
    );
  }
}

export async function deleteAdminFee(
  { deps, request, admin }: Caller,
  feeId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await readFee(tx, feeId);
    if (!before) throw feeNotFound();
    // The bank account first, as every fee write locks it.
    await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.id, before.bankAccountId))
      .for('update');
    await refuseInUse(tx, feeId);
    await tx.delete(bankAccountFees).where(eq(bankAccountFees.id, feeId));
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'fee.delete',
        targetType: 'fee',
        targetId: feeId,
        merchantId: before.merchantId,
        before,
        after: null,
      },
      tx,
    );
  });
}
