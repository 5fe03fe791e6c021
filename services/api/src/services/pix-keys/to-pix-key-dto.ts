import type { TPixKey } from '@arara/contracts';
import type { PixKeyWithAccount } from '../../repositories/pix-keys-repository';

export const toPixKeyDto = (row: PixKeyWithAccount): TPixKey => ({
  id: row.id,
  merchantId: row.merchantId,
  virtualAccountId: row.virtualAccountId,
  virtualAccountLabel: row.virtualAccountLabel,
  type: row.type,
  key: row.key,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  codeExpiresAt: row.status === 'pending' ? (row.codeExpiresAt?.toISOString() ?? null) : null,
});
