import {
  AppErrorCode,
  COUNTERPARTY_MESSAGES,
  type TCounterparty,
  type TCounterpartyBankAccount,
  type TCounterpartyDetail,
} from '@arara/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type Counterparty,
  type CounterpartyBankAccount,
  counterparties,
  counterpartyBankAccounts,
} from '../../db/schema-counterparties';
import { AppError } from '../../lib/app-error';

export const counterpartyNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Counterparty not found');
export const bankAccountNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Bank account not found');
export const documentTaken = () =>
  new AppError(AppErrorCode.CONFLICT, 'A counterparty with this document already exists', {
    document: COUNTERPARTY_MESSAGES.documentTaken,
  });
export const bankAccountTaken = () =>
  new AppError(AppErrorCode.CONFLICT, 'This bank account is already registered', {
    account: COUNTERPARTY_MESSAGES.bankAccountTaken,
  });

/** One of the merchant's counterparties (another merchant's is as unknown as a missing one). */
export async function findCounterparty(
  db: Db,
  merchantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Counterparty | undefined> {
  const query = db
    .select()
    .from(counterparties)
    .where(and(eq(counterparties.merchantId, merchantId), eq(counterparties.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** findCounterparty, or 404 'Counterparty not found'. */
export async function requireCounterparty(
  db: Db,
  merchantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Counterparty> {
  const row = await findCounterparty(db, merchantId, id, options);
  if (!row) throw counterpartyNotFound();
  return row;
}

export const toBankAccountDto = (row: CounterpartyBankAccount): TCounterpartyBankAccount => ({
  id: row.id,
  counterpartyId: row.counterpartyId,
  bankName: row.bankName,
  ispb: row.ispb,
  agency: row.agency,
  account: row.account,
  digit: row.digit,
  type: row.type,
  isPrimary: row.isPrimary,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCounterpartyDto = (row: Counterparty, bankAccountCount: number): TCounterparty => ({
  id: row.id,
  merchantId: row.merchantId,
  name: row.name,
  document: row.document,
  documentType: row.document.length === 11 ? 'cpf' : 'cnpj',
  email: row.email,
  phone: row.phone,
  address: row.address,
  pixKeyType: row.pixKeyType,
  pixKey: row.pixKey,
  status: row.status,
  bankAccountCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** How many bank accounts each of `ids` has. */
export async function bankAccountCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: counterpartyBankAccounts.counterpartyId, total: count() })
    .from(counterpartyBankAccounts)
    .where(inArray(counterpartyBankAccounts.counterpartyId, ids))
    .groupBy(counterpartyBankAccounts.counterpartyId);
  return new Map(rows.map((row) => [row.id, Number(row.total)]));
}

/** The counterparty with its bank accounts, the primary first, then oldest first. */
export async function toCounterpartyDetail(
  db: Db,
  row: Counterparty,
): Promise<TCounterpartyDetail> {
  const accounts = await db
    .select()
    .from(counterpartyBankAccounts)
    .where(eq(counterpartyBankAccounts.counterpartyId, row.id))
    .orderBy(
      desc(counterpartyBankAccounts.isPrimary),
      asc(counterpartyBankAccounts.createdAt),
      asc(counterpartyBankAccounts.id),
    );
  return {
    ...toCounterpartyDto(row, accounts.length),
    bankAccounts: accounts.map(toBankAccountDto),
  };
}

export async function getCounterparty(
  db: Db,
  merchantId: string,
  id: string,
): Promise<TCounterpartyDetail> {
  return toCounterpartyDetail(db, await requireCounterparty(db, merchantId, id));
}
