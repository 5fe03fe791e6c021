import {
  ADMIN_MERCHANT_MESSAGES,
  ADMIN_MERCHANTS_PAGE_SIZE,
  AppErrorCode,
  documentDigits,
  normalizeCnpj,
  percentHundredths,
  type TAdminMerchantDetail,
  type TAdminMerchantForm,
  type TAdminMerchantSummary,
  type TAdminMerchantUbo,
  type TKycStatus,
  type TMerchantStatus,
} from '@arara/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, merchants, users } from '../../db/schema';
import { merchantUbos } from '../../db/schema-back-office';
import { onboardings } from '../../db/schema-compliance';
import { bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import { paymentDocuments } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { AuditedRequest } from '../admin/audited-request';
import { recordAdminWrite } from '../admin/record-admin-write';
import type { DataDeps } from '../deps';

/**
 * The back office's merchants (docs/back-office.md "Merchants"): list, details, the merchant
 * form (individual, business, UBOs) and the status. Every write runs in one transaction with
 * its audit row; the UBO percentages are checked there with the merchant row locked.
 */

const M = ADMIN_MERCHANT_MESSAGES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LATEST_TRANSACTIONS = 10;

export const merchantNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Merchant not found', { id: M.notFound });

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';
/** Without Portuguese accents, lower case (PGlite has no `unaccent`). */
const folded = (value: SQL | string) => sql`lower(translate(${value}, ${ACCENTED}, ${PLAIN}))`;
const escapeLike = (search: string) => search.replace(/[\\%_]/g, (c) => `\\${c}`);
const foldText = (value: string) =>
  [...value]
    .map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c)
    .join('')
    .toLowerCase();

/** Sum of the merchant's virtual accounts (explicit names: a correlated subquery). */
const balanceOf = sql<number>`coalesce((select sum(va.balance) from virtual_accounts va where va.merchant_id = "merchants"."id"), 0)::bigint`;

const summaryColumns = {
  id: merchants.id,
  name: merchants.name,
  document: merchants.document,
  status: merchants.status,
  balance: balanceOf,
  createdAt: merchants.createdAt,
  updatedAt: merchants.updatedAt,
};

type SummaryRow = {
  id: string;
  name: string;
  document: string;
  status: TMerchantStatus;
  balance: number | string;
  createdAt: Date;
  updatedAt: Date;
};
const toSummary = (row: SummaryRow): TAdminMerchantSummary => ({
  ...row,
  balance: Number(row.balance),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /admin/merchants: search by name or CNPJ, status, pages, balance per merchant. */
export async function listAdminMerchants(
  deps: Pick<DataDeps, 'db'>,
  query: { search?: string | undefined; status?: TMerchantStatus | undefined; page: number },
) {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const byName = sql`${folded(sql`${merchants.name}`)} like ${`%${escapeLike(foldText(search))}%`}`;
    const plain = search.toUpperCase().replace(/[./\s-]/g, '');
    const byDocument =
      plain && /^[0-9A-Z]+$/.test(plain)
        ? ilike(merchants.document, `%${escapeLike(plain)}%`)
        : undefined;
    const either = byDocument ? or(byName, byDocument) : byName;
    if (either) conditions.push(either);
  }
  if (query.status) conditions.push(eq(merchants.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await deps.db.select({ total: count() }).from(merchants).where(where);
  const rows = await deps.db
    .select(summaryColumns)
    .from(merchants)
    .where(where)
    .orderBy(desc(merchants.createdAt), asc(merchants.id))
    .limit(ADMIN_MERCHANTS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_MERCHANTS_PAGE_SIZE);
  return {
    merchants: rows.map(toSummary),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_MERCHANTS_PAGE_SIZE,
  };
}

/** A stored UBO as the API shows it (and the audit log records it). */
function toUbo(row: typeof merchantUbos.$inferSelect) {
  const address = row.address;
  return {
    id: row.id,
    ownershipPercentage: Number(row.ownershipPercentage),
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    cpf: row.cpf,
    email: row.email,
    phone: row.phone,
    country: address.country ?? '',
    addressLine1: address.line1 ?? '',
    ...(address.line2 ? { addressLine2: address.line2 } : {}),
    city: address.city ?? '',
    state: address.state ?? '',
    postalCode: address.postalCode ?? '',
  };
}

async function ubosOf(db: Db, merchantId: string) {
  const rows = await db
    .select()
    .from(merchantUbos)
    .where(eq(merchantUbos.merchantId, merchantId))
    .orderBy(
      desc(merchantUbos.ownershipPercentage),
      asc(merchantUbos.lastName),
      asc(merchantUbos.firstName),
      asc(merchantUbos.id),
    );
  return rows.map(toUbo);
}

/** GET /admin/merchants/:id (also the answer of every write). */
export async function getAdminMerchant(
  deps: Pick<DataDeps, 'db'>,
  id: string,
  db: Db = deps.db,
): Promise<TAdminMerchantDetail> {
  if (!UUID.test(id)) throw merchantNotFound();
  const [row] = await db
    .select({ ...summaryColumns, individual: merchants.individual, business: merchants.business })
    .from(merchants)
    .where(eq(merchants.id, id));
  if (!row) throw merchantNotFound();
  const [ubos, banks, accounts, members, kyc, documents] = await Promise.all([
    ubosOf(db, id),
    db
      .select({
        id: bankAccounts.id,
        providerId: bankAccounts.providerId,
        bankCode: bankAccounts.bankCode,
        bankName: bankAccounts.bankName,
        branchNumber: bankAccounts.branchNumber,
        accountNumber: bankAccounts.accountNumber,
        accountType: bankAccounts.accountType,
        holderName: bankAccounts.holderName,
        status: bankAccounts.status,
      })
      .from(bankAccounts)
      .where(eq(bankAccounts.merchantId, id))
      .orderBy(asc(bankAccounts.createdAt)),
    db
      .select({
        id: virtualAccounts.id,
        label: virtualAccounts.label,
        type: virtualAccounts.type,
        currency: virtualAccounts.currency,
        balance: virtualAccounts.balance,
        blockedBalance: virtualAccounts.blockedBalance,
        isDefault: virtualAccounts.isDefault,
        status: virtualAccounts.status,
      })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.merchantId, id))
      .orderBy(desc(virtualAccounts.isDefault), asc(virtualAccounts.createdAt)),
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: memberships.role,
        status: memberships.status,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.merchantId, id))
      .orderBy(asc(memberships.createdAt), asc(users.email)),
    db
      .select({ status: onboardings.status })
      .from(onboardings)
      .where(eq(onboardings.merchantId, id))
      .orderBy(desc(onboardings.createdAt))
      .limit(1),
    db
      .select({
        id: paymentDocuments.id,
        kind: paymentDocuments.kind,
        method: paymentDocuments.method,
        status: paymentDocuments.status,
        amount: paymentDocuments.amount,
        fee: paymentDocuments.fee,
        reference: paymentDocuments.reference,
        counterpartyName: paymentDocuments.counterpartyName,
        createdAt: paymentDocuments.createdAt,
      })
      .from(paymentDocuments)
      .where(eq(paymentDocuments.merchantId, id))
      .orderBy(desc(paymentDocuments.createdAt), desc(paymentDocuments.id))
      .limit(LATEST_TRANSACTIONS),
  ]);
  const { individual, business, ...summary } = row;
  return {
    ...toSummary(summary),
    individual: individual ?? null,
    business: business ?? null,
    ubos,
    kycStatus: (kyc[0]?.status ?? 'not_started') as TKycStatus,
    bankAccounts: banks,
    virtualAccounts: accounts.map((account) => ({
      ...account,
      balance: Number(account.balance),
      blockedBalance: Number(account.blockedBalance),
    })),
    members,
    latestTransactions: documents.map((document) => ({
      ...document,
      amount: Number(document.amount),
      fee: Number(document.fee),
      createdAt: document.createdAt.toISOString(),
    })),
  };
}

const cnpjTaken = () =>
  new AppError(AppErrorCode.CONFLICT, 'Another merchant has this CNPJ', {
    'business.cnpj': M.cnpjTaken,
  });

const trimmed = <T extends Record<string, unknown>>(section: T): T =>
  Object.fromEntries(
    Object.entries(section).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T;

/** The sections as stored: trimmed, CPF/CNPJ digits only, countries and states upper case. */
function stored(form: TAdminMerchantForm) {
  const individual = trimmed(form.individual);
  const business = trimmed(form.business);
  const cnpj = normalizeCnpj(business.cnpj);
  if (!cnpj)
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid CNPJ', {
      'business.cnpj': M.invalidCnpj,
    });
  return {
    name: business.legalName,
    document: cnpj,
    individual: {
      ...individual,
      cpf: documentDigits(individual.cpf),
      country: individual.country.toUpperCase(),
      idDocumentCountry: individual.idDocumentCountry.toUpperCase(),
      state: individual.state.toUpperCase(),
    },
    business: {
      ...business,
      cnpj,
      country: business.country.toUpperCase(),
      state: business.state.toUpperCase(),
    },
  };
}

const uboRow = (merchantId: string, ubo: TAdminMerchantUbo) => {
  const u = trimmed(ubo);
  return {
    merchantId,
    ownershipPercentage: (percentHundredths(u.ownershipPercentage) / 100).toFixed(2),
    firstName: u.firstName,
    lastName: u.lastName,
    birthDate: u.birthDate,
    cpf: documentDigits(u.cpf),
    email: u.email,
    phone: u.phone,
    address: {
      line1: u.addressLine1,
      ...(u.addressLine2 ? { line2: u.addressLine2 } : {}),
      city: u.city,
      state: u.state.toUpperCase(),
      postalCode: u.postalCode,
      country: u.country.toUpperCase(),
    },
  };
};

const ownershipTooHigh = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'The ownership percentages exceed 100', {
    ubos: M.ownershipTooHigh,
  });

/**
 * Replaces the merchant's UBOs by `ubos` (same id: updated; no id: created; missing: deleted),
 * with the merchant row locked FOR UPDATE by the caller: then the stored sum is checked, so two
 * concurrent writes can never leave more than 100 % between them.
 */
async function replaceUbos(tx: Db, merchantId: string, ubos: TAdminMerchantUbo[]) {
  const existing = await tx
    .select({ id: merchantUbos.id })
    .from(merchantUbos)
    .where(eq(merchantUbos.merchantId, merchantId));
  const existingIds = new Set(existing.map((row) => row.id));
  for (const ubo of ubos) {
    // An id of another merchant's UBO (or a made-up one) is a new UBO: never someone else's row.
    if (ubo.id && existingIds.has(ubo.id)) continue;
    if (ubo.id) delete ubo.id;
  }
  const keep = ubos.flatMap((ubo) => (ubo.id ? [ubo.id] : []));
  const removed = [...existingIds].filter((id) => !keep.includes(id));
  if (removed.length)
    await tx
      .delete(merchantUbos)
      .where(and(eq(merchantUbos.merchantId, merchantId), inArray(merchantUbos.id, removed)));
  for (const ubo of ubos) {
    const values = uboRow(merchantId, ubo);
    if (ubo.id)
      await tx
        .update(merchantUbos)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(merchantUbos.id, ubo.id), eq(merchantUbos.merchantId, merchantId)));
    else await tx.insert(merchantUbos).values(values);
  }
  const [sum] = await tx
    .select({
      hundredths: sql<string>`coalesce(sum(${merchantUbos.ownershipPercentage} * 100), 0)`,
    })
    .from(merchantUbos)
    .where(eq(merchantUbos.merchantId, merchantId));
  if (Number(sum?.hundredths ?? 0) > 10_000) throw ownershipTooHigh();
}

/** Locks the merchant row for the write (FOR UPDATE); unknown or malformed id → 404. */
async function lockMerchant(tx: Db, id: string) {
  if (!UUID.test(id)) throw merchantNotFound();
  const [row] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update');
  if (!row) throw merchantNotFound();
  return row;
}

/** What the audit log keeps of a merchant: the form data, status and UBOs (no secrets here). */
const auditView = (detail: TAdminMerchantDetail) => ({
  name: detail.name,
  document: detail.document,
  status: detail.status,
  individual: detail.individual,
  business: detail.business,
  ubos: detail.ubos,
});

async function writeWithUniqueCnpj<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw cnpjTaken();
    throw error;
  }
}

/** POST /admin/merchants: a new merchant (status onboarding), its UBOs, audited. */
export async function createAdminMerchant(
  deps: Pick<DataDeps, 'db' | 'repositories'>,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  form: TAdminMerchantForm,
): Promise<TAdminMerchantDetail> {
  const values = stored(form);
  return writeWithUniqueCnpj(() =>
    deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.document, values.document));
      if (taken) throw cnpjTaken();
      const [created] = await tx
        .insert(merchants)
        .values({ ...values, status: 'onboarding' })
        .returning({ id: merchants.id });
      if (!created) throw new Error('merchant insert returned nothing');
      await lockMerchant(tx, created.id);
      await replaceUbos(tx, created.id, form.ubos);
      const after = await getAdminMerchant(deps, created.id, tx);
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'merchant.create',
          targetType: 'merchant',
          targetId: created.id,
          merchantId: created.id,
          before: null,
          after: auditView(after),
        },
        tx,
      );
      return after;
    }),
  );
}

/** PATCH /admin/merchants/:id: the form again; UBOs replaced by the list sent, audited. */
export async function updateAdminMerchant(
  deps: Pick<DataDeps, 'db' | 'repositories'>,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  id: string,
  form: TAdminMerchantForm,
): Promise<TAdminMerchantDetail> {
  const values = stored(form);
  return writeWithUniqueCnpj(() =>
    deps.db.transaction(async (tx) => {
      await lockMerchant(tx, id);
      const before = await getAdminMerchant(deps, id, tx);
      const [taken] = await tx
        .select({ id: merchants.id })
        .from(merchants)
        .where(and(eq(merchants.document, values.document), sql`${merchants.id} <> ${id}`));
      if (taken) throw cnpjTaken();
      await tx
        .update(merchants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(merchants.id, id));
      await replaceUbos(tx, id, form.ubos);
      const after = await getAdminMerchant(deps, id, tx);
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'merchant.update',
          targetType: 'merchant',
          targetId: id,
          merchantId: id,
          before: auditView(before),
          after: auditView(after),
        },
        tx,
      );
      return after;
    }),
  );
}

/**
 * PATCH /admin/merchants/:id/status. The row is locked FOR UPDATE: a money-out movement holds
 * it FOR SHARE (requireActiveMerchant), so it either finishes first or sees the new status.
 */
export async function setAdminMerchantStatus(
  deps: Pick<DataDeps, 'db' | 'repositories'>,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  id: string,
  status: TMerchantStatus,
): Promise<TAdminMerchantDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await lockMerchant(tx, id);
    if (row.status !== status)
      await tx.update(merchants).set({ status, updatedAt: new Date() }).where(eq(merchants.id, id));
    const after = await getAdminMerchant(deps, id, tx);
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'merchant.status',
        targetType: 'merchant',
        targetId: id,
        merchantId: id,
        before: { status: row.status },
        after: { status },
      },
      tx,
    );
    return after;
  });
}
