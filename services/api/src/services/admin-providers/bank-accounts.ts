import {
  AppErrorCode,
  normalizeFiscalDocument,
  type TAdminBankAccount,
  type TAdminBankAccountsQuery,
  type ZAdminBankAccountCreateRequest,
  type ZAdminBankAccountUpdateRequest,
} from '@arara/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { providers } from '../../db/schema-back-office';
import { type BankAccount, bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { listInstitutions } from '../institutions/list-institutions';
import { toBankAccountDto } from '../ledger';
import { PLATFORM_BANK } from '../onboarding/open-merchant-accounts';
import { recordAdminWrite } from '../admin/record-admin-write';
import { type AreaWrite, E, fieldError, merchantForForm, providerForForm } from './common';

type CreateBody = z.infer<typeof ZAdminBankAccountCreateRequest>;
type UpdateBody = z.infer<typeof ZAdminBankAccountUpdateRequest>;

const bankAccountNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Bank account not found');

const providerAccountTaken = () =>
  new AppError(AppErrorCode.CONFLICT, "This provider's account id is already used", {
    providerAccountId: E.providerAccountTaken,
  });

/**
 * The bank's name: the one typed, else the institutions directory's (docs/developers.md
 * "Institutions") or the platform's own bank; a code nobody knows needs a typed name.
 */
function bankNameFor(bankCode: string, typed: string | undefined): string {
  if (typed) return typed;
  if (bankCode === PLATFORM_BANK.bankCode) return PLATFORM_BANK.bankName;
  const known = listInstitutions().items.find((institution) => institution.code === bankCode);
  if (!known) throw fieldError('bankName', E.bankNameRequired, 'Bank name is required');
  return known.name;
}

/** CPF or CNPJ (numeric or alphanumeric) without punctuation. */
function holderDocument(value: string): string {
  const document = normalizeFiscalDocument(value);
  if (!document) throw fieldError('document', E.document, 'Invalid CPF or CNPJ');
  return document;
}

/** Every merchant's bank accounts (or one), with the balance of their virtual accounts. */
async function rowsWithBalance(
  db: Db,
  filter: TAdminBankAccountsQuery & { id?: string },
): Promise<TAdminBankAccount[]> {
  const rows = await db
    .select({
      bankAccount: bankAccounts,
      merchantName: merchants.name,
      providerName: providers.name,
      balance: sql<string>`coalesce(sum(${virtualAccounts.balance}), 0)`,
    })
    .from(bankAccounts)
    .innerJoin(merchants, eq(merchants.id, bankAccounts.merchantId))
    .innerJoin(providers, eq(providers.id, bankAccounts.providerId))
    .leftJoin(virtualAccounts, eq(virtualAccounts.bankAccountId, bankAccounts.id))
    .where(
      and(
        filter.id ? eq(bankAccounts.id, filter.id) : undefined,
        filter.merchantId ? eq(bankAccounts.merchantId, filter.merchantId) : undefined,
        filter.providerId ? eq(bankAccounts.providerId, filter.providerId) : undefined,
      ),
    )
    .groupBy(bankAccounts.id, merchants.name, providers.name)
    .orderBy(asc(merchants.name), asc(bankAccounts.createdAt), asc(bankAccounts.id));
  return rows.map((row) => ({
    ...toBankAccountDto({ ...row.bankAccount, balance: Number(row.balance), blockedBalance: 0 }),
    merchantId: row.bankAccount.merchantId,
    merchantName: row.merchantName,
    providerName: row.providerName,
    updatedAt: row.bankAccount.updatedAt.toISOString(),
  }));
}

export const listAdminBankAccounts = async (db: Db, query: TAdminBankAccountsQuery) => ({
  items: await rowsWithBalance(db, query),
});

async function findAdminBankAccount(db: Db, id: string): Promise<TAdminBankAccount> {
  const [row] = await rowsWithBalance(db, { id });
  if (!row) throw bankAccountNotFound();
  return row;
}

/** What the audit keeps of a bank account. */
const audited = ({ createdAt: _c, updatedAt: _u, ...rest }: BankAccount) => rest;

/** A bank account of a merchant, at an active provider (docs/back-office.md). */
export async function createAdminBankAccount(
  { deps, request, admin }: AreaWrite,
  body: CreateBody,
): Promise<TAdminBankAccount> {
  const document = holderDocument(body.document);
  const bankName = bankNameFor(body.bankCode, body.bankName);
  try {
    const id = await deps.db.transaction(async (tx) => {
      await merchantForForm(tx, body.merchantId);
      const provider = await providerForForm(tx, body.providerId, { mustBeActive: true });
      const created = await deps.repositories.ledgerAccounts.createBankAccount(
        {
          merchantId: body.merchantId,
          providerId: provider.id,
          providerAccountId: body.providerAccountId,
          holderName: body.holderName,
          bankCode: body.bankCode,
          bankName,
          branchNumber: body.branchNumber,
          accountNumber: body.accountNumber,
          accountType: body.accountType,
          document,
          status: body.status,
        },
        tx,
      );
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'bank_account.create',
          targetType: 'bank_account',
          targetId: created.id,
          merchantId: created.merchantId,
          after: audited(created),
        },
        tx,
      );
      return created.id;
    });
    return findAdminBankAccount(deps.db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw providerAccountTaken();
    throw error;
  }
}

/**
 * Only the fields sent change. Moving the account to another provider needs an active one;
 * keeping its provider while that provider is inactive is allowed (the account exists).
 */
export async function updateAdminBankAccount(
  { deps, request, admin }: AreaWrite,
  bankAccountId: string,
  body: UpdateBody,
): Promise<TAdminBankAccount> {
  const document = body.document === undefined ? undefined : holderDocument(body.document);
  try {
    await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.id, bankAccountId))
        .for('update');
      if (!before) throw bankAccountNotFound();
      if (body.providerId !== undefined && body.providerId !== before.providerId) {
        await providerForForm(tx, body.providerId, { mustBeActive: true });
      }
      const bankCode = body.bankCode ?? before.bankCode;
      const bankName =
        body.bankCode !== undefined || body.bankName !== undefined
          ? bankNameFor(bankCode, body.bankName)
          : undefined;
      const [after] = await tx
        .update(bankAccounts)
        .set({
          ...(body.providerId === undefined ? {} : { providerId: body.providerId }),
          ...(body.providerAccountId === undefined
            ? {}
            : { providerAccountId: body.providerAccountId }),
          ...(body.holderName === undefined ? {} : { holderName: body.holderName }),
          ...(body.bankCode === undefined ? {} : { bankCode }),
          ...(bankName === undefined ? {} : { bankName }),
          ...(body.branchNumber === undefined ? {} : { branchNumber: body.branchNumber }),
          ...(body.accountNumber === undefined ? {} : { accountNumber: body.accountNumber }),
          ...(body.accountType === undefined ? {} : { accountType: body.accountType }),
          ...(document === undefined ? {} : { document }),
          ...(body.status === undefined ? {} : { status: body.status }),
          updatedAt: new Date(),
        })
        .where(eq(bankAccounts.id, bankAccountId))
        .returning();
      if (!after) throw bankAccountNotFound();
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'bank_account.update',
          targetType: 'bank_account',
          targetId: bankAccountId,
          merchantId: after.merchantId,
          before: audited(before),
          after: audited(after),
        },
        tx,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw providerAccountTaken();
    throw error;
  }
  return findAdminBankAccount(deps.db, bankAccountId);
}
