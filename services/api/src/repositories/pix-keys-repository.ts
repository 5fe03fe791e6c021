import type { TPixKeyStatus, TPixKeyType } from '@arara/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertOne } from '../db/map-row';
import { merchants } from '../db/schema';
import { bankAccounts, virtualAccounts } from '../db/schema-ledger';
import { type PixKey, pixKeys } from '../db/schema-pix-keys';
import { isUuid, joinAccountHolder } from './ledger-accounts-repository';

export type NewPixKey = {
  id?: string;
  merchantId: string;
  virtualAccountId: string;
  type: TPixKeyType;
  key: string;
  /** Pending keys (e-mail, phone) carry the hash of the code sent to them. */
  status?: TPixKeyStatus;
  codeHash?: string;
  codeExpiresAt?: Date;
  createdAt?: Date;
};
export type PixKeyWithAccount = PixKey & { virtualAccountLabel: string };
export type PixKeyFilter = { virtualAccountId?: string; status?: TPixKeyStatus | 'all' };

const withAccount = { pixKey: pixKeys, virtualAccountLabel: virtualAccounts.label };
const flatten = (row: { pixKey: PixKey; virtualAccountLabel: string }): PixKeyWithAccount => ({
  ...row.pixKey,
  virtualAccountLabel: row.virtualAccountLabel,
});

/**
 * Pix keys, always scoped to a merchant except the platform-wide lookup by key. Every method
 * takes the transaction it runs in as its last, optional, argument.
 */
export const createPixKeysRepository = (db: Db) => ({
  /** Throws a unique violation when the key is active on any account. */
  async create(values: NewPixKey, tx?: Db): Promise<PixKey> {
    return insertOne(tx ?? db, pixKeys, values);
  },

  /** Newest first; active keys unless `status` says otherwise. */
  async list(merchantId: string, filter: PixKeyFilter = {}, tx?: Db): Promise<PixKeyWithAccount[]> {
    const status = filter.status ?? 'active';
    const rows = await (tx ?? db)
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

  async find(merchantId: string, id: string, tx?: Db): Promise<PixKeyWithAccount | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (tx ?? db)
      .select(withAccount)
      .from(pixKeys)
      .innerJoin(virtualAccounts, eq(virtualAccounts.id, pixKeys.virtualAccountId))
      .where(and(eq(pixKeys.merchantId, merchantId), eq(pixKeys.id, id)));
    return row && flatten(row);
  },

  /** False when there is no such active or pending key of the merchant. */
  async deactivate(merchantId: string, id: string, at: Date, tx?: Db): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await (tx ?? db)
      .update(pixKeys)
      .set({ status: 'inactive', deactivatedAt: at, codeHash: null, codeExpiresAt: null })
      .where(
        and(
          eq(pixKeys.merchantId, merchantId),
          eq(pixKeys.id, id),
          inArray(pixKeys.status, ['active', 'pending']),
        ),
      )
      .returning({ id: pixKeys.id });
    return rows.length > 0;
  },

  /** True when `key` (normalized) is active on any account of the platform. */
  async isActive(key: string, tx?: Db): Promise<boolean> {
    const rows = await (tx ?? db)
      .select({ id: pixKeys.id })
      .from(pixKeys)
      .where(and(eq(pixKeys.key, key), eq(pixKeys.status, 'active')))
      .limit(1);
    return rows.length > 0;
  },

  /**
   * The documents (CPF/CNPJ digits) a document key of this account may be: the merchant's, and
   * the holder's of the bank account the virtual account belongs to.
   */
  async ownerDocuments(merchantId: string, virtualAccountId: string, tx?: Db): Promise<string[]> {
    const rows = await (tx ?? db)
      .select({ merchant: merchants.document, holder: bankAccounts.document })
      .from(virtualAccounts)
      .innerJoin(bankAccounts, eq(bankAccounts.id, virtualAccounts.bankAccountId))
      .innerJoin(merchants, eq(merchants.id, virtualAccounts.merchantId))
      .where(
        and(eq(virtualAccounts.id, virtualAccountId), eq(virtualAccounts.merchantId, merchantId)),
      );
    return rows.flatMap((row) => [row.merchant, row.holder]);
  },

  /** A new code for a pending key: the old one stops working and the tries start again. */
  async replaceCode(id: string, codeHash: string, codeExpiresAt: Date, tx?: Db): Promise<void> {
    await (tx ?? db)
      .update(pixKeys)
      .set({ codeHash, codeExpiresAt, codeAttempts: 0 })
      .where(and(eq(pixKeys.id, id), eq(pixKeys.status, 'pending')));
  },

  /** The key row, locked until the transaction `tx` ends (two confirmations cannot both pass). */
  async lockForUpdate(merchantId: string, id: string, tx?: Db): Promise<PixKey | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (tx ?? db)
      .select()
      .from(pixKeys)
      .where(and(eq(pixKeys.merchantId, merchantId), eq(pixKeys.id, id)))
      .for('update');
    return row;
  },

  /** A pending key becomes active (the unique index among active keys may refuse it). */
  async activate(id: string, tx?: Db): Promise<void> {
    await (tx ?? db)
      .update(pixKeys)
      .set({ status: 'active', codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
      .where(eq(pixKeys.id, id));
  },

  /** Counts a wrong code against the pending key. */
  async countWrongCode(id: string, tx?: Db): Promise<void> {
    await (tx ?? db)
      .update(pixKeys)
      .set({ codeAttempts: sql`${pixKeys.codeAttempts} + 1` })
      .where(eq(pixKeys.id, id));
  },

  /** The active key among `keys` (normalized candidates), with who and where receives it. */
  async findActiveByKeys(keys: string[], tx?: Db) {
    if (keys.length === 0) return [];
    const query = (tx ?? db)
      .select({
        merchantId: pixKeys.merchantId,
        virtualAccountId: pixKeys.virtualAccountId,
        type: pixKeys.type,
        key: pixKeys.key,
        receiverName: merchants.name,
        document: merchants.document,
        institutionName: bankAccounts.bankName,
        institutionCode: bankAccounts.bankCode,
      })
      .from(pixKeys)
      .where(and(inArray(pixKeys.key, keys), eq(pixKeys.status, 'active')))
      .$dynamic();
    return joinAccountHolder(query, pixKeys.virtualAccountId, pixKeys.merchantId);
  },
});

export type PixKeysRepository = ReturnType<typeof createPixKeysRepository>;
