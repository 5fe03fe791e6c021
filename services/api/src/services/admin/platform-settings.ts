import {
  type TFeeCurrency,
  type TPlatformSettings,
  type TPlatformSettingsResponse,
  ZFeeCurrency,
} from '@arara/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema-back-office';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { DataDeps } from '../deps';
import type { AuditedRequest } from './audited-request';
import { recordAdminWrite } from './record-admin-write';

/** The keys of platform_settings this area owns. */
const SETTING_KEYS = {
  defaultFeeCurrency: 'fees.defaultCurrency',
  emailSenderName: 'email.senderName',
} as const;

const DEFAULT_FEE_CURRENCY: TFeeCurrency = 'BRL';

const currencyOf = (value: unknown): TFeeCurrency =>
  ZFeeCurrency.options.includes(value as TFeeCurrency)
    ? (value as TFeeCurrency)
    : DEFAULT_FEE_CURRENCY;

const senderNameOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

async function readSettings(db: Db): Promise<TPlatformSettingsResponse> {
  const rows = await db
    .select()
    .from(platformSettings)
    .where(inArray(platformSettings.key, Object.values(SETTING_KEYS)));
  const settingValue = (key: string) => rows.find((row) => row.key === key)?.value;
  const updated = rows
    .map((row) => row.updatedAt.getTime())
    .reduce((latest, time) => Math.max(latest, time), 0);
  return {
    defaultFeeCurrency: currencyOf(settingValue(SETTING_KEYS.defaultFeeCurrency)),
    emailSenderName: senderNameOf(settingValue(SETTING_KEYS.emailSenderName)),
    updatedAt: updated ? new Date(updated).toISOString() : null,
  };
}

/**
 * GET /admin/settings: unset ones have their defaults (BRL, the sender of MAIL_FROM). The fee
 * screens read the default currency of a new fee from here (`defaultFeeCurrency`).
 */
export const getPlatformSettings = (deps: Pick<DataDeps, 'db'>) => readSettings(deps.db);

/** The sender name of e-mails, or null to keep the name of MAIL_FROM. */
export async function emailSenderName(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, SETTING_KEYS.emailSenderName))
    .limit(1);
  return senderNameOf(row?.value);
}

/**
 * PUT /admin/settings: both keys written and the change audited (target `setting`,
 * `platform`, before → after) in one transaction. A cleared sender name removes its row.
 */
export async function updatePlatformSettings(
  deps: Pick<DataDeps, 'db' | 'repositories'>,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  body: TPlatformSettings,
): Promise<TPlatformSettingsResponse> {
  return deps.db.transaction(async (tx) => {
    // One writer at a time: the before of the audit is the row the write replaces.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform_settings'))`);
    const before = await readSettings(tx);
    const now = new Date();
    const upsert = (key: string, value: unknown) =>
      tx
        .insert(platformSettings)
        .values({ key, value, updatedAt: now, updatedById: admin.user.id })
        .onConflictDoUpdate({
          target: platformSettings.key,
          set: { value, updatedAt: now, updatedById: admin.user.id },
        });
    await upsert(SETTING_KEYS.defaultFeeCurrency, body.defaultFeeCurrency);
    const senderName = senderNameOf(body.emailSenderName);
    if (senderName) await upsert(SETTING_KEYS.emailSenderName, senderName);
    else {
      await tx
        .delete(platformSettings)
        .where(eq(platformSettings.key, SETTING_KEYS.emailSenderName));
    }
    const after = await readSettings(tx);
    const { updatedAt: _before, ...beforeValues } = before;
    const { updatedAt: _after, ...afterValues } = after;
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'setting.update',
        targetType: 'setting',
        targetId: 'platform',
        before: beforeValues,
        after: afterValues,
      },
      tx,
    );
    return after;
  });
}
