import {
  AppErrorCode,
  isProviderApiUrl,
  type TMerchantProviderConfig,
  type TMerchantProvidersQuery,
  type TProviderAttribute,
} from '@arara/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type {
  ZMerchantProviderCreateRequest,
  ZMerchantProviderUpdateRequest,
} from '@arara/contracts';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import {
  type MerchantProviderConfig,
  merchantProviderConfigs,
  providers,
} from '../../db/schema-back-office';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { sealProviderPassword } from '../../lib/provider-credentials';
import { recordAdminWrite } from '../admin/record-admin-write';
import { type AreaWrite, E, fieldError, merchantForForm, providerForForm } from './common';

type CreateBody = z.infer<typeof ZMerchantProviderCreateRequest>;
type UpdateBody = z.infer<typeof ZMerchantProviderUpdateRequest>;

/** Whether plain http (localhost only) is refused: production, as for webhook URLs. */
export type ApiUrlRule = { requireHttps: boolean };

const configNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Merchant provider configuration not found');

/**
 * The API address: https, or http://localhost outside production (a provider sandbox on the
 * developer's machine). The contract checks the shape; production refuses every http.
 */
function checkApiUrl(apiUrl: string, rule: ApiUrlRule): void {
  if (!isProviderApiUrl(apiUrl) || (rule.requireHttps && !apiUrl.startsWith('https:'))) {
    throw fieldError('apiUrl', E.apiUrl, 'The API URL must be https');
  }
}

/**
 * The values of the provider's attributes: every required one filled, no name the provider
 * does not ask for; empty optional ones are left out.
 */
function checkAttributes(
  definitions: TProviderAttribute[],
  values: Record<string, string>,
): Record<string, string> {
  const known = new Set(definitions.map((attribute) => attribute.name));
  for (const name of Object.keys(values)) {
    if (!known.has(name)) {
      throw fieldError(`attributes.${name}`, E.attributeUnknown, 'Unknown attribute');
    }
  }
  const kept: Record<string, string> = {};
  for (const { name, required } of definitions) {
    const value = values[name]?.trim() ?? '';
    if (required && value === '') {
      throw fieldError(`attributes.${name}`, E.attributeRequired, `${name} is required`);
    }
    if (value !== '') kept[name] = value;
  }
  return kept;
}

const configExists = () =>
  new AppError(
    AppErrorCode.CONFLICT,
    'This merchant already has a configuration for this provider',
    { providerId: E.configExists },
  );

/** Never the password: whether one is kept. */
const toDto = (
  row: MerchantProviderConfig,
  names: { merchantName: string; providerName: string },
): TMerchantProviderConfig => ({
  id: row.id,
  merchantId: row.merchantId,
  merchantName: names.merchantName,
  providerId: row.providerId,
  providerName: names.providerName,
  username: row.username,
  hasPassword: row.passwordCiphertext !== '',
  apiUrl: row.apiUrl,
  attributes: row.attributes,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit keeps: never the password (nor its ciphertext), only whether it changed. */
const audited = (row: MerchantProviderConfig) => ({
  merchantId: row.merchantId,
  providerId: row.providerId,
  username: row.username,
  apiUrl: row.apiUrl,
  attributes: row.attributes,
  active: row.active,
});

async function withNames(db: Db, where: ReturnType<typeof and>) {
  return db
    .select({
      config: merchantProviderConfigs,
      merchantName: merchants.name,
      providerName: providers.name,
    })
    .from(merchantProviderConfigs)
    .innerJoin(merchants, eq(merchants.id, merchantProviderConfigs.merchantId))
    .innerJoin(providers, eq(providers.id, merchantProviderConfigs.providerId))
    .where(where)
    .orderBy(asc(merchants.name), asc(providers.name));
}

export async function listMerchantProviders(
  db: Db,
  query: TMerchantProvidersQuery,
): Promise<{ items: TMerchantProviderConfig[] }> {
  const rows = await withNames(
    db,
    and(
      query.merchantId ? eq(merchantProviderConfigs.merchantId, query.merchantId) : undefined,
      query.providerId ? eq(merchantProviderConfigs.providerId, query.providerId) : undefined,
    ),
  );
  return { items: rows.map((row) => toDto(row.config, row)) };
}

async function findWithNames(db: Db, id: string): Promise<TMerchantProviderConfig> {
  const [row] = await withNames(db, eq(merchantProviderConfigs.id, id));
  if (!row) throw configNotFound();
  return toDto(row.config, row);
}

export async function createMerchantProvider(
  { deps, request, admin }: AreaWrite,
  body: CreateBody,
  rule: ApiUrlRule,
): Promise<TMerchantProviderConfig> {
  checkApiUrl(body.apiUrl, rule);
  try {
    const id = await deps.db.transaction(async (tx) => {
      await merchantForForm(tx, body.merchantId);
      const provider = await providerForForm(tx, body.providerId, { mustBeActive: true });
      const attributes = checkAttributes(provider.attributes, body.attributes);
      const [created] = await tx
        .insert(merchantProviderConfigs)
        .values({
          merchantId: body.merchantId,
          providerId: provider.id,
          username: body.username,
          passwordCiphertext: sealProviderPassword(body.password),
          apiUrl: body.apiUrl,
          attributes,
          active: body.active,
        })
        .returning();
      if (!created) throw new Error('configuration insert returned no row');
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'merchant_provider.create',
          targetType: 'merchant_provider',
          targetId: created.id,
          merchantId: created.merchantId,
          after: { ...audited(created), passwordSet: true },
        },
        tx,
      );
      return created.id;
    });
    return findWithNames(deps.db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw configExists();
    throw error;
  }
}

/** Only the fields sent change; the password only when a new one (not empty) is sent. */
export async function updateMerchantProvider(
  { deps, request, admin }: AreaWrite,
  configId: string,
  body: UpdateBody,
  rule: ApiUrlRule,
): Promise<TMerchantProviderConfig> {
  if (body.apiUrl !== undefined) checkApiUrl(body.apiUrl, rule);
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(merchantProviderConfigs)
      .where(eq(merchantProviderConfigs.id, configId))
      .for('update');
    if (!before) throw configNotFound();
    const provider = await providerForForm(tx, before.providerId, { mustBeActive: false });
    const attributes =
      body.attributes === undefined
        ? undefined
        : checkAttributes(provider.attributes, body.attributes);
    const newPassword = body.password !== undefined && body.password !== '';
    const [after] = await tx
      .update(merchantProviderConfigs)
      .set({
        ...(body.username === undefined ? {} : { username: body.username }),
        ...(newPassword ? { passwordCiphertext: sealProviderPassword(body.password ?? '') } : {}),
        ...(body.apiUrl === undefined ? {} : { apiUrl: body.apiUrl }),
        ...(attributes === undefined ? {} : { attributes }),
        ...(body.active === undefined ? {} : { active: body.active }),
        updatedAt: new Date(),
      })
      .where(eq(merchantProviderConfigs.id, configId))
      .returning();
    if (!after) throw configNotFound();
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'merchant_provider.update',
        targetType: 'merchant_provider',
        targetId: configId,
        merchantId: after.merchantId,
        before: audited(before),
        after: { ...audited(after), passwordChanged: newPassword },
      },
      tx,
    );
  });
  return findWithNames(deps.db, configId);
}

export async function deleteMerchantProvider(
  { deps, request, admin }: AreaWrite,
  configId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .delete(merchantProviderConfigs)
      .where(eq(merchantProviderConfigs.id, configId))
      .returning();
    if (!before) throw configNotFound();
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'merchant_provider.delete',
        targetType: 'merchant_provider',
        targetId: configId,
        merchantId: before.merchantId,
        before: audited(before),
      },
      tx,
    );
  });
}
