import type { TCreatePaymentInitiationRequest } from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import {
  authorisePaymentInitiation,
  cancelPaymentInitiation,
  createPaymentInitiation,
  rejectPaymentInitiation,
} from '../services/open-finance';
import type { Db } from '../db/client';
import { merchants } from '../db/schema';
import { virtualAccounts } from '../db/schema-ledger';
import { dataDepsOf } from '../services/deps';
import { seedCardPlan } from './seed-cards';

const minutes = (now: Date, count: number) => new Date(now.getTime() + count * 60_000);

/**
 * Payment initiation requests of the first demo merchant on its default account, one of each
 * status: two awaiting the payer, two paid (through the same service: ledger deposit and entry
 * document), one rejected, one cancelled, one expired.
 */
export async function seedOpenFinance(db: Db, now: Date): Promise<void> {
  const [account] = await db
    .select({ id: virtualAccounts.id, merchantId: virtualAccounts.merchantId })
    .from(virtualAccounts)
    .innerJoin(merchants, eq(merchants.id, virtualAccounts.merchantId))
    .where(and(eq(merchants.document, seedCardPlan.document), eq(virtualAccounts.isDefault, true)))
    .limit(1);
  if (!account) return;
  const plan: (Omit<TCreatePaymentInitiationRequest, 'virtualAccountId'> & {
    ago: number;
    outcome?: 'authorise' | 'reject' | 'cancel';
  })[] = [
    {
      ago: 5,
      amount: 48_000,
      payerInstitution: '18236120',
      payerName: 'Beatriz Almeida',
      description: 'Assinatura anual',
    },
    { ago: 20, amount: 7_590, payerInstitution: '00000000', description: 'Pedido 2211' },
    {
      ago: 180,
      amount: 125_000,
      payerInstitution: '60701190',
      payerName: 'Construtora Horizonte Ltda',
      payerDocument: '11222333000181',
      description: 'Fatura 0931',
      outcome: 'authorise',
    },
    {
      ago: 240,
      amount: 19_900,
      payerInstitution: '00416968',
      payerName: 'João Pereira',
      payerDocument: '52998224725',
      outcome: 'authorise',
    },
    {
      ago: 300,
      amount: 33_000,
      payerInstitution: '60746948',
      payerName: 'Carla Souza',
      description: 'Pedido 2198',
      outcome: 'reject',
    },
    {
      ago: 360,
      amount: 5_000,
      payerInstitution: '90400888',
      description: 'Pedido 2190',
      outcome: 'cancel',
    },
    {
      ago: 60 * 26,
      amount: 64_250,
      payerInstitution: '31872495',
      payerName: 'Rafael Lima',
      description: 'Pedido 2104',
    },
  ];
  for (const { ago, outcome, ...request } of plan) {
    const createdAt = minutes(now, -ago);
    const created = await createPaymentInitiation(
      db,
      account.merchantId,
      { ...request, virtualAccountId: account.id },
      null,
      createdAt,
    );
    const decidedAt = minutes(createdAt, 4);
    if (outcome === 'authorise') {
      await authorisePaymentInitiation(
        dataDepsOf(db),
        account.merchantId,
        created.id,
        `seed-${created.id}`,
        // Demo data: sandbox money, not counted against the daily sandbox limits.
        null,
        decidedAt,
      );
    } else if (outcome === 'reject') {
      await rejectPaymentInitiation(
        db,
        account.merchantId,
        created.id,
        { reason: 'Pagador recusou no aplicativo do banco' },
        decidedAt,
      );
    } else if (outcome === 'cancel') {
      await cancelPaymentInitiation(db, account.merchantId, created.id, decidedAt);
    }
  }
}
