import { AppErrorCode, type TAdminProvider, type TProviderRequestParsed } from '@arara/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantProviderConfigs, type Provider, providers } from '../../db/schema-back-office';
import { bankAccounts } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAdminWrite } from '../admin/record-admin-write';
import { type AreaWrite, E, providerNotFound } from './common';

/** How many bank accounts and configurations use each provider (all, or one). */
async function usage(db: Db, providerId?: string) {
  const count = (table: typeof bankAccounts | typeof merchantProviderConfigs) =>
    db
      .select({ providerId: table.providerId, count: sql<string>`count(*)` })
      .from(table)
      .where(providerId === undefined ? undefined : eq(table.providerId, providerId))
      .groupBy(table.providerId);
  const [banks, configs] = await Promise.all([count(bankAccounts), count(merchantProviderConfigs)]);
  const byId = (rows: { providerId: string; count: string }[]) =>
    new Map(rows.map((row) => [row.providerId, Number(row.count)]));
  return { banks: byId(banks), configs: byId(configs) };
}

const toDto = (
  provider: Provider,
  counts: { banks: Map<string, number>; configs: Map<string, number> },
): TAdminProvider => ({
  id: provider.id,
  name: provider.name,
  operations: provider.operations,
  attributes: provider.attributes,
  status: provider.status,
  bankAccountCount: counts.banks.get(provider.id) ?? 0,
  configurationCount: counts.configs.get(provider.id) ?? 0,
  createdAt: provider.createdAt.toISOString(),
  updatedAt: provider.updatedAt.toISOString(),
});

/** What the audit keeps of a provider. */
const audited = (provider: Provider) => ({
  name: provider.name,
  operations: provider.operations,
  attributes: provider.attributes,
  status: provider.status,
});

const nameTaken = () =>
  new AppError(AppErrorCode.CONFLICT, 'A provider with this name exists', { name: E.nameTaken });

const trimmedAttributes = (attributes: TProviderRequestParsed['attributes']) =>
  attributes.map((attribute) => ({ name: attribute.name.trim(), required: attribute.required }));

export async function listProviders(db: Db): Promise<{ items: TAdminProvider[] }> {
  const rows = await db.select().from(providers).orderBy(asc(providers.name));
  const counts = await usage(db);
  return { items: rows.map((row) => toDto(row, counts)) };
}

export async function getProvider(db: Db, providerId: string): Promise<TAdminProvider> {
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!row) throw providerNotFound();
  return toDto(row, await usage(db, providerId));
}

export async function createProvider(
  { deps, request, admin }: AreaWrite,
  body: TProviderRequestParsed,
): Promise<TAdminProvider> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(providers)
        .values({
          name: body.name,
          operations: body.operations,
          attributes: trimmedAttributes(body.attributes),
          status: body.status,
        })
        .returning();
      if (!created) throw new Error('provider insert returned no row');
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'provider.create',
          targetType: 'provider',
          targetId: created.id,
          after: audited(created),
        },
        tx,
      );
      return toDto(created, { banks: new Map(), configs: new Map() });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateProvider(
  { deps, request, admin }: AreaWrite,
  providerId: string,
  body: Partial<TProviderRequestParsed>,
): Promise<TAdminProvider> {
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(providers)
        .where(eq(providers.id, providerId))
        .for('update');
      if (!before) throw providerNotFound();
      const [after] = await tx
        .update(providers)
        .set({
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.operations === undefined ? {} : { operations: body.operations }),
          ...(body.attributes === undefined
            ? {}
            : { attributes: trimmedAttributes(body.attributes) }),
          ...(body.status === undefined ? {} : { status: body.status }),
          updatedAt: new Date(),
        })
        .where(eq(providers.id, providerId))
        .returning();
      if (!after) throw providerNotFound();
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'provider.update',
          targetType: 'provider',
          targetId: providerId,
          before: audited(before),
          after: audited(after),
        },
        tx,
      );
      return after;
    });
    return toDto(updated, await usage(deps.db, providerId));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** A provider no bank account or configuration uses; one in use: 409 (deactivate it instead). */
export async function deleteProvider(
  { deps, request, admin }: AreaWrite,
  providerId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(providers)
      .where(eq(providers.id, providerId))
      .for('update');
    if (!before) throw providerNotFound();
    const counts = await usage(tx, providerId);
    if ((counts.banks.get(providerId) ?? 0) > 0 || (counts.configs.get(providerId) ?? 0) > 0) {
      throw new AppError(AppErrorCode.CONFLICT, 'The provider is in use: deactivate it instead', {
        provider: E.providerInUse,
      });
    }
    await tx.delete(providers).where(eq(providers.id, providerId));
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'provider.delete',
        targetType: 'provider',
        targetId: providerId,
        before: audited(before),
      },
      tx,
    );
  });
}
