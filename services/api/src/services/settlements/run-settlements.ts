import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/map-row';
import {
  type PaymentDocument,
  paymentDocumentEvents,
  paymentDocumentStages,
  paymentDocuments,
} from '../../db/schema-payments';
import { type SettlementJob, settlementJobs } from '../../db/schema-settlements';
import type { DataDeps, ServiceDeps } from '../deps';
import { generateReconciliationId } from '../documents/end-to-end-id';
import { postMovement } from '../ledger';
import { writeDocumentWebhookEvents } from '../webhooks/webhook-outbox';
import { settleWithdrawal } from './settle-withdrawal';
import { postPixFee } from '../fees/charge-fee';
import { settlementOptions } from './settlement-options';

/** The job row as the claim's raw statement answers it. */
const jobOf = (raw: Record<string, unknown>): SettlementJob => ({
  id: String(raw.id),
  merchantId: String(raw.merchant_id),
  documentId: String(raw.document_id),
  kind: raw.kind as SettlementJob['kind'],
  holdId: String(raw.hold_id),
  outcome: raw.outcome as SettlementJob['outcome'],
  failureReason: (raw.failure_reason as string | null) ?? null,
  request: (typeof raw.request === 'string' ? JSON.parse(raw.request) : raw.request) as Record<
    string,
    unknown
  >,
  status: String(raw.status),
  dueAt: new Date(String(raw.due_at)),
  attempts: Number(raw.attempts),
  lastError: (raw.last_error as string | null) ?? null,
  createdAt: new Date(String(raw.created_at)),
  doneAt: raw.done_at ? new Date(String(raw.done_at)) : null,
});

async function addStages(
  tx: Db,
  documentId: string,
  stages: { status: 'settled' | 'completed' | 'failed'; reason?: string | null }[],
) {
  await tx
    .insert(paymentDocumentStages)
    .values(
      stages.map((stage) => ({ documentId, status: stage.status, reason: stage.reason ?? null })),
    );
}

/** The document's money moves for real: the hold is captured into the debit entry. */
async function complete(deps: DataDeps, tx: Db, job: SettlementJob, document: PaymentDocument) {
  let ledgerEntryId: string;
  let processedAt: Date;
  if (job.kind === 'ted') {
    const request = job.request as {
      bankAccountId: string;
      bankName: string;
      feeId: string | null;
    };
    const settled = await settleWithdrawal(deps, tx, {
      merchantId: job.merchantId,
      holdId: job.holdId,
      virtualAccountId: document.virtualAccountId,
      amount: document.amount,
      fee: document.fee,
      reference: document.reference ?? document.id,
      description: document.description,
      ...request,
    });
    await settled.link(document.id);
    ledgerEntryId = settled.ledgerEntryId;
    processedAt = settled.processedAt;
  } else {
    const movement = await postMovement(
      deps,
      job.merchantId,
      {
        type: 'withdrawal',
        virtualAccountId: document.virtualAccountId,
        amount: document.amount,
        holdId: job.holdId,
        reference: document.reference ?? undefined,
        description:
          document.description ?? `Pix to ${document.counterpartyName ?? 'another institution'}`,
        method: 'external',
      },
      { tx },
    );
    // Its `pix_send` fee, held with the amount (docs/back-office.md "Fees").
    await postPixFee(deps, tx, job.merchantId, document);
    ledgerEntryId = movement.id;
    processedAt = movement.createdAt;
  }
  await tx
    .update(paymentDocuments)
    .set({
      status: 'approved',
      ledgerEntryId,
      processedAt,
      reconciliationId: generateReconciliationId(processedAt),
      updatedAt: new Date(),
    })
    .where(eq(paymentDocuments.id, document.id));
  await addStages(tx, document.id, [{ status: 'settled' }, { status: 'completed' }]);
}

/** The receiving side failed it: the hold is released (the money is available again). */
async function fail(deps: DataDeps, tx: Db, job: SettlementJob, document: PaymentDocument) {
  const { ledger } = deps.repositories;
  // Same order as every money-moving transaction: the account first, then the hold.
  await ledger.lockVirtualAccounts([document.virtualAccountId], tx);
  const hold = await ledger.findHold(job.merchantId, job.holdId, { lock: true }, tx);
  if (hold?.status === 'active') {
    await ledger.addToBalances(hold.virtualAccountId, { blockedBalance: -hold.amount }, tx);
    await ledger.closeHold(hold.id, 'released', undefined, tx);
  }
  const reason = job.failureReason ?? 'Settlement failed at the receiving institution';
  await tx
    .update(paymentDocuments)
    .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
    .where(eq(paymentDocuments.id, document.id));
  await addStages(tx, document.id, [{ status: 'failed', reason }]);
}

/**
 * Runs one claimed job inside the claim's transaction (its row locked): settles or fails its
 * document, writes the pix_out event and its webhook (outbox), and marks the job done. A job
 * already done, or whose document is no longer pending, does nothing: each stage transition is
 * recorded once, the money moves once.
 */
async function settleJob(deps: DataDeps, tx: Db, job: SettlementJob): Promise<boolean> {
  if (job.status !== 'pending') return false;
  const [document] = await tx
    .select()
    .from(paymentDocuments)
    .where(eq(paymentDocuments.id, job.documentId))
    .for('update');
  if (document?.status === 'pending') {
    if (job.outcome === 'complete') await complete(deps, tx, job, document);
    else await fail(deps, tx, job, document);
    if (job.kind === 'pix_out') {
      await tx
        .insert(paymentDocumentEvents)
        .values({ documentId: document.id, category: 'pix', type: 'pix_out', status: 'pending' });
      await writeDocumentWebhookEvents(tx, document.id, ['pix_out']);
    }
  }
  await tx
    .update(settlementJobs)
    .set({ status: 'done', doneAt: new Date(), attempts: sql`${settlementJobs.attempts} + 1` })
    .where(eq(settlementJobs.id, job.id));
  return document?.status === 'pending';
}

/** Runs that may throw before the document is failed and its money released. */
export const MAX_SETTLEMENT_ATTEMPTS = 5;

/**
 * A run that threw: rolled back; tried again after `retryMs`, the error kept. After
 * MAX_SETTLEMENT_ATTEMPTS (an account closed meanwhile, …) the document fails instead, its hold
 * released: money is never stuck in a hold.
 */
async function recordFailedRun(deps: DataDeps, job: SettlementJob, error: unknown) {
  const { db } = deps;
  const jobId = job.id;
  if (job.attempts + 1 >= MAX_SETTLEMENT_ATTEMPTS) {
    await db.transaction(async (tx) => {
      const [raw] = rowsOf(
        await tx.execute(sql`select * from settlement_jobs where id = ${jobId} for update`),
      );
      if (!raw) return;
      await settleJob(deps, tx, {
        ...jobOf(raw),
        outcome: 'fail',
        failureReason: 'The settlement could not be completed; the amount was returned',
      });
    });
    return;
  }
  await db
    .update(settlementJobs)
    .set({
      attempts: sql`${settlementJobs.attempts} + 1`,
      lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      dueAt: new Date(Date.now() + settlementOptions().retryMs),
    })
    .where(eq(settlementJobs.id, jobId));
}

/**
 * Claims and runs due jobs one by one (FOR UPDATE SKIP LOCKED: several workers or processes
 * share them, none runs a job another holds) until none is due at `now`; answers how many
 * documents it settled or failed. Tests pass a `now` in the future to settle at once.
 */
export async function runDueSettlements(
  deps: DataDeps,
  options: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 1000;
  let done = 0;
  const skipped: string[] = [];
  for (let n = 0; n < limit; n += 1) {
    let claimed: SettlementJob | undefined;
    try {
      const ran = await deps.db.transaction(async (tx) => {
        const [raw] = rowsOf(
          await tx.execute(sql`
            select * from settlement_jobs
             where status = 'pending' and due_at <= ${now.toISOString()}::timestamptz
               ${
                 skipped.length > 0
                   ? sql`and id not in (${sql.join(
                       skipped.map((id) => sql`${id}::uuid`),
                       sql`, `,
                     )})`
                   : sql``
               }
             order by due_at, id
             limit 1
             for update skip locked`),
        );
        if (!raw) return undefined;
        claimed = jobOf(raw);
        return settleJob(deps, tx, claimed);
      });
      if (ran === undefined) break;
      if (ran) done += 1;
    } catch (error) {
      if (!claimed) throw error;
      skipped.push(claimed.id);
      await recordFailedRun(deps, claimed, error);
    }
  }
  return done;
}

/**
 * Runs the job of one document now, whether due or not, waiting for a worker that holds it
 * (FOR UPDATE, no skip): what a retry or a second worker would do. Answers true when this run
 * settled or failed the document, false when it was already done.
 */
export async function runSettlementOf(deps: DataDeps, documentId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [raw] = rowsOf(
      await tx.execute(
        sql`select * from settlement_jobs where document_id = ${documentId} for update`,
      ),
    );
    return raw ? settleJob(deps, tx, jobOf(raw)) : false;
  });
}

export type SettlementWorker = { stop(): Promise<void> };

/** The settlement worker: polls for due jobs every `pollIntervalMs` and runs them. */
export function startSettlementWorker(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'log'>,
): SettlementWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = runDueSettlements(deps)
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!stopped) deps.log.error(error, 'settlement worker failed');
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, settlementOptions().pollIntervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
