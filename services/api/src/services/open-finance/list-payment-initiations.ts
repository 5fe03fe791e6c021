import type { TPaymentInitiation, TPaymentInitiationsQuery } from '@arara/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentInitiations } from '../../db/schema-open-finance';
import { joined, toDto } from './to-payment-initiation-dto';

/** GET …/payment-initiations: newest first, optionally one status; at most 200. */
export async function listPaymentInitiations(
  db: Db,
  merchantId: string,
  query: TPaymentInitiationsQuery,
  now = new Date(),
): Promise<{ items: TPaymentInitiation[] }> {
  const t = paymentInitiations;
  const status =
    query.status === 'expired'
      ? sql`${t.status} = 'awaiting_authorisation' and ${t.expiresAt} <= ${now}`
      : query.status === 'awaiting_authorisation'
        ? sql`${t.status} = 'awaiting_authorisation' and ${t.expiresAt} > ${now}`
        : query.status
          ? eq(t.status, query.status)
          : undefined;
  const rows = await joined(db)
    .where(and(eq(t.merchantId, merchantId), status))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(200);
  return { items: rows.map((row) => toDto(row, now)) };
}
