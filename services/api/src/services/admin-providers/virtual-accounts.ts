import {
  AppErrorCode,
  type TAdminVirtualAccount,
  type TAdminVirtualAccountsQuery,
  type ZAdminVirtualAccountCreateRequest,
  type ZAdminVirtualAccountUpdateRequest,
} from '@arara/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { bankAccounts, type VirtualAccount, virtualAccounts } from '../../db/schema-ledger';
import { AppError, isAppError } from '../../lib/app-error';
import { dataDepsOf } from '../deps';
import { createVirtualAccount, toVirtualAccountDto, updateVirtualAccount } from '../ledger';
import { recordAdminWrite } from '../admin/record-admin-write';
import { type AreaWrite, E, fieldError, merchantForForm } from './common';

type CreateBody = z.infer<typeof ZAdminVirtualAccountCreateRequest>;
type UpdateBody = z.infer<typeof ZAdminVirtualAccountUpdateRequest>;

const virtualAccountNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Virtual account not found');

/** The ledger's field errors (the `accounts` namespace) as this area's keys (`admin`). */
const LEDGER_KEYS: Readonly<Record<string, string>> = {
  'ledger.errors.typeImmutable': E.typeImmutable,
  'ledger.errors.currencyImmutable': E.currencyImmutable,
  'ledger.errors.currencyBrl': E.currencyBrl,
  'ledger.errors.labelTooLong': E.tooLong,
  'ledger.errors.bankAccountNotFound': E.bankAccountNotFound,
};

/** Rewords a field error of the ledger's rules (reused as they are) for the back office. */
function inAreaKeys(error: unknown): unknown {
  if (!isAppError(error) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, key]) => [field, LEDGER_KEYS[key] ?? key]),
  );
  return new AppError(error.code, error.message, fields, { headers: { ...error.headers } });
}

async function rows(
  db: Db,
  filter: TAdminVirtualAccountsQuery & { id?: string },
): Promise<TAdminVirtualAccount[]> {
  const found = await db
    .select({
      account: virtualAccounts,
      merchantName: merchants.name,
      bankAccount: {
        id: bankAccounts.id,
        bankName: bankAccounts.bankName,
        branchNumber: bankAccounts.branchNumber,
        accountNumber: bankAccounts.accountNumber,
      },
    })
    .from(virtualAccounts)
    .innerJoin(merchants, eq(merchants.id, virtualAccounts.merchantId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, virtualAccounts.bankAccountId))
    .where(
      and(
        filter.id ? eq(virtualAccounts.id, filter.id) : undefined,
        filter.merchantId ? eq(virtualAccounts.merchantId, filter.merchantId) : undefined,
        filter.bankAccountId ? eq(virtualAccounts.bankAccountId, filter.bankAccountId) : undefined,
      ),
    )
    .orderBy(asc(merchants.name), asc(virtualAccounts.createdAt), asc(virtualAccounts.id));
  return found.map((row) => ({
    ...toVirtualAccountDto(row.account),
    merchantName: row.merchantName,
    bankAccount: row.bankAccount,
  }));
}

export const listAdminVirtualAccounts = async (db: Db, query: TAdminVirtualAccountsQuery) => ({
  items: await rows(db, query),
});

async function findAdminVirtualAccount(db: Db, id: string): Promise<TAdminVirtualAccount> {
  const [row] = await rows(db, { id });
  if (!row) throw virtualAccountNotFound();
  return row;
}

/** What the audit keeps (not the balances: they are the ledger's). */
const audited = (account: VirtualAccount) => ({
  merchantId: account.merchantId,
  bankAccountId: account.bankAccountId,
  label: account.label,
  type: account.type,
  currency: account.currency,
  isDefault: account.isDefault,
  status: account.status,
});

/** The merchants' rules (docs/ledger.md "Accounts"), through the ledger's own service. */
export async function createAdminVirtualAccount(
  { deps, request, admin }: AreaWrite,
  body: CreateBody,
): Promise<TAdminVirtualAccount> {
  const id = await deps.db
    .transaction(async (tx) => {
      await merchantForForm(tx, body.merchantId);
      const created = await createVirtualAccount(dataDepsOf(tx), body.merchantId, body).catch(
        (error: unknown) => {
          // The bank account is a field of the form: another merchant's or unknown.
          if (isAppError(error) && error.code === AppErrorCode.NOT_FOUND) {
            throw fieldError('bankAccountId', E.bankAccountNotFound, 'Bank account not found');
          }
          throw error;
        },
      );
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'virtual_account.create',
          targetType: 'virtual_account',
          targetId: created.id,
          merchantId: created.merchantId,
          after: audited(created),
        },
        tx,
      );
      return created.id;
    })
    .catch((error: unknown) => {
      throw inAreaKeys(error);
    });
  return findAdminVirtualAccount(deps.db, id);
}

/**
 * Label through the ledger's rule (type and currency fixed: a change is a field error); the
 * default flag (true makes it the merchant's only default; unsetting it is done by choosing
 * another) and the status.
 */
export async function updateAdminVirtualAccount(
  { deps, request, admin }: AreaWrite,
  virtualAccountId: string,
  body: UpdateBody,
): Promise<TAdminVirtualAccount> {
  await deps.db
    .transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(virtualAccounts)
        .where(eq(virtualAccounts.id, virtualAccountId))
        .for('update');
      if (!before) throw virtualAccountNotFound();
      await updateVirtualAccount(dataDepsOf(tx), before.merchantId, virtualAccountId, {
        label: body.label,
        type: body.type,
        currency: body.currency,
      });
      if (body.isDefault === false && before.isDefault) {
        throw fieldError('isDefault', E.defaultCannotUnset, 'Choose another default account');
      }
      if (body.isDefault === true && !before.isDefault) {
        await deps.repositories.ledgerAccounts.clearDefaultVirtualAccount(before.merchantId, tx);
      }
      const [after] = await tx
        .update(virtualAccounts)
        .set({
          ...(body.isDefault === true ? { isDefault: true } : {}),
          ...(body.status === undefined ? {} : { status: body.status }),
          updatedAt: new Date(),
        })
        .where(eq(virtualAccounts.id, virtualAccountId))
        .returning();
      if (!after) throw virtualAccountNotFound();
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'virtual_account.update',
          targetType: 'virtual_account',
          targetId: virtualAccountId,
          merchantId: after.merchantId,
          before: audited(before),
          after: audited(after),
        },
        tx,
      );
    })
    .catch((error: unknown) => {
      throw inAreaKeys(error);
    });
  return findAdminVirtualAccount(deps.db, virtualAccountId);
}
