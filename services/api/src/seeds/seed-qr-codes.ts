import { and, asc, eq } from 'drizzle-orm';
import { createQrCode } from '../services/qr-codes';
import type { Db } from '../db/client';
import { createMerchantsRepository } from '../repositories/merchants-repository';
import { pixKeys } from '../db/schema-pix-keys';
import { seedCardPlan } from './seed-cards';

/**
 * QR codes of the first demo merchant on the account that holds its Pix keys: dynamic codes for
 * orders (one expiring in an hour, one in a week) and a static code for tips.
 */
export async function seedQrCodes(db: Db, now: Date): Promise<void> {
  const merchant = await createMerchantsRepository(db).findByDocument(seedCardPlan.document);
  if (!merchant) return;
  const [key] = await db
    .select({ virtualAccountId: pixKeys.virtualAccountId })
    .from(pixKeys)
    .where(and(eq(pixKeys.merchantId, merchant.id), eq(pixKeys.status, 'active')))
    .orderBy(asc(pixKeys.createdAt))
    .limit(1);
  if (!key) return;
  const hours = (count: number) => new Date(now.getTime() + count * 3_600_000).toISOString();
  const plan = [
    {
      type: 'dynamic',
      amount: 15_990,
      description: 'Pedido 1042',
      externalId: 'pedido-1042',
      expiresAt: hours(1),
    },
    {
      type: 'dynamic',
      amount: 89_900,
      description: 'Pedido 1043',
      externalId: 'pedido-1043',
      expiresAt: hours(24 * 7),
    },
    { type: 'static', description: 'Gorjeta da equipe' },
    { type: 'static', amount: 2_500, description: 'Café e pão de queijo' },
  ] as const;
  // Issued a minute apart, in the plan's order (the list shows the newest first).
  for (const [index, code] of plan.entries()) {
    const issuedAt = new Date(now.getTime() - (plan.length - index) * 60_000);
    await createQrCode(
      db,
      merchant.id,
      { ...code, virtualAccountId: key.virtualAccountId },
      issuedAt,
    );
  }
}
