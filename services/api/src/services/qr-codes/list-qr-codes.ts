import type { TQrCode, TQrCodesQuery } from '@arara/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qrCodes } from '../../db/schema-qr-codes';
import { joined, toDto } from './to-qr-code-dto';

/** GET …/qr-codes: newest first, one type (and status) at a time; at most 200. */
export async function listQrCodes(
  db: Db,
  merchantId: string,
  query: TQrCodesQuery,
  now = new Date(),
): Promise<{ items: TQrCode[] }> {
  const rows = await joined(db)
    .where(
      and(
        eq(qrCodes.merchantId, merchantId),
        query.type ? eq(qrCodes.type, query.type) : undefined,
        query.status === 'expired'
          ? sql`${qrCodes.status} <> 'paid' and ${qrCodes.expiresAt} <= ${now}`
          : query.status === 'pending'
            ? sql`${qrCodes.status} = 'pending' and (${qrCodes.expiresAt} is null or ${qrCodes.expiresAt} > ${now})`
            : query.status
              ? eq(qrCodes.status, query.status)
              : undefined,
      ),
    )
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id))
    .limit(200);
  return { items: rows.map((row) => toDto(row, now)) };
}
