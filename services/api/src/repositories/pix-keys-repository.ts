import type { TPixKeyStatus, TPixKeyType } from '@arara/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchants } from '../db/schema';
import { bankAccounts, virtualAccounts } from '../db/schema-ledger';
import { type PixKey, pixKeys } from '../db/schema-pix-cards';
import { isUuid } from './ledger-accounts-repository';

export type NewPixKey = {
  merchantId: string;
  virtualAccountId: string;
  type: TPixKeyType;
  key: string;
  createdAt?: Date;
};
export type PixKeyWithAccount = PixKey & { virtualAccountLabel: string };
export type PixKeyFilter = { virtualAccountId?: string; status?: TPixKeyStatus | 'all' };

const withAccount = { pixKey: pixKeys, virtualAccountLabel: virtualAccounts.label };
const flatten = (row: { pixKey: PixKey; virtualAccountLabel: string }): PixKeyWithAccount => ({
  ...row.pixKey,
  virtualAccountLabel: row.virtualAccountLabel,
});

/** Pix keys, always scoped to a merchant except the platform-wide lookup by key. */
export const createPixKeysRepository = (db: Db) => ({
  /** Throws a unique violation when the key is active on any account. */
  async create(values: NewPixKey): Promise<PixKey> {
    const [row] = await db.insert(pixKeys).values(values).returning();
    if (!row) throw new Error('insert into pix_keys returned no row');
    return row;
  },

  /** Newest first; active keys unless `status` says otherwise. */
  async list(merchantId: string, filter: PixKeyFilter = {}): Promise<PixKeyWithAccount[]> {
    const status = filter.status ?? 'active';
    const rows = await db
      .select(withAccount)
      .from(pixKeys)
      .innerJoin(virtualAccounts, eq(virtualAccounts.id, pixKeys.virtualAccountId))
      .where(
        and(
          eq(pixKeys.merchantId, merchantId),
          filter.virtualAccountId === undefined
            ? undefined
            : eq(pixKeys.virtualAccountId, filter.virtualAccountId),
          status === 'all' ? undefined : eq(pixKeys.status, status),
        ),
      )
      .orderBy(desc(pixKeys.createdAt), asc(pixKeys.id));
    return rows.map(flatten);
  },

  async find(merchantId: string, id: string): Promise<PixKeyWithAccount | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select(withAccount)
      .from(pixKeys)
      .innerJoin(virtualAccounts, eq(virtualAccounts.id, pixKeys.virtualAccountId))
      .where(and(eq(pixKeys.merchantId, merchantId), eq(pixKeys.id, id)));
    return row && flatten(row);
  },

  /** False when there is no such active key of the merchant. */
  async deactivate(merchantId: string, id: string, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db
      .update(pixKeys)
      .set({ status: 'inactive', deactivatedAt: at })
      .where(
        and(eq(pixKeys.merchantId, merchantId), eq(pixKeys.id, id), eq(pixKeys.status, 'active')),
      )
      .returning({ id: pixKeys.id });
    return rows.length > 0;
  },

  /** The active key among `keys` (normalized candidates), with who and where receives it. */
  async findActiveByKeys(keys: string[]) {
    if (keys.length === 0) return [];
    return db
      .select({
        type: pixKeys.type,
        key: pixKeys.key,
        receiverName: merchants.name,
        document: merchants.document,
        institutionName: bankAccounts.bankName,
        institutionCode: bankAccounts.bankCode,
      })
      .from(pixKeys)
      .innerJoin(virtualAccounts, eq(virtualAccounts.id, pixKeys.virtualAccountId))
      .innerJoin(bankAccounts, eq(bankAccounts.id, virtualAccounts.bankAccountId))
      .innerJoin(merchants, eq(merchants.id, pixKeys.merchantId))
      .where(and(inArray(pixKeys.key, keys), eq(pixKeys.status, 'active')));
  },
});

export type PixKeysRepository = ReturnType<typeof createPixKeysRepository>;
