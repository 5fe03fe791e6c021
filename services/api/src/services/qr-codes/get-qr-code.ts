import type { TQrCode } from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qrCodes } from '../../db/schema-qr-codes';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { qrCodeNotFound } from './qr-code-errors';
import { joined, toDto } from './to-qr-code-dto';

export async function getQrCode(db: Db, merchantId: string, id: string): Promise<TQrCode> {
  if (!isUuid(id)) throw qrCodeNotFound();
  const [row] = await joined(db)
    .where(and(eq(qrCodes.id, id), eq(qrCodes.merchantId, merchantId)))
    .limit(1);
  if (!row) throw qrCodeNotFound();
  return toDto(row);
}
