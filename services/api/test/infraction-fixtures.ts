import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  endpointPath,
  infractionEndpoints,
  type TAnalysisResult,
  type TInfraction,
  type TInfractionType,
} from '@arara/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { storedFiles } from '../src/db/schema-compliance';
import { virtualAccounts } from '../src/db/schema-ledger';
import { paymentDocuments } from '../src/db/schema-payments';
import { send } from './member-fixtures';
import { sandboxPixIn } from './webhook-fixtures';

/** The sandbox payer pays the merchant `amount`: the received Pix's document row. */
export async function receivedPix(
  app: FastifyInstance,
  token: string,
  merchantId: string,
  amount: number,
) {
  const { response } = await sandboxPixIn(app, token, merchantId, amount);
  assert.equal(response.statusCode, 200, response.body);
  const [row] = await app.db
    .select()
    .from(paymentDocuments)
    .where(and(eq(paymentDocuments.merchantId, merchantId), eq(paymentDocuments.kind, 'entry')))
    .orderBy(desc(paymentDocuments.createdAt))
    .limit(1);
  assert.ok(row);
  assert.equal(row.amount, amount);
  return row;
}

/** A virtual account's current and blocked balances as the ledger caches them. */
export async function balancesOf(db: Db, id: string) {
  const [row] = await db
    .select({ current: virtualAccounts.balance, blocked: virtualAccounts.blockedBalance })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.id, id));
  assert.ok(row);
  return { ...row, available: row.current - row.blocked };
}

/** The sandbox opens an infraction against `documentId` (the answer). */
export const openInfraction = (
  app: FastifyInstance,
  token: string,
  merchantId: string,
  body: { documentId: string; type?: TInfractionType; amount?: number; reportDetails?: string },
) =>
  send(app, token, 'POST', endpointPath(infractionEndpoints.sandboxOpen, { merchantId }), {
    payload: { type: 'refund_request', ...body },
    key: null,
  });

/** `openInfraction`, 201 expected: the infraction. */
export async function openedInfraction(
  ...args: Parameters<typeof openInfraction>
): Promise<TInfraction> {
  const res = await openInfraction(...args);
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as TInfraction;
}

export const analyse = (
  app: FastifyInstance,
  token: string,
  merchantId: string,
  infractionId: string,
  result: TAnalysisResult,
  details?: string,
) =>
  send(
    app,
    token,
    'POST',
    endpointPath(infractionEndpoints.sandboxAnalysis, { merchantId, infractionId }),
    { payload: { result, ...(details === undefined ? {} : { details }) }, key: null },
  );

export const defend = (
  app: FastifyInstance,
  token: string,
  merchantId: string,
  infractionId: string,
  body: { title: string; description: string; virtualAccountId: string; attachmentIds?: string[] },
) =>
  send(app, token, 'POST', endpointPath(infractionEndpoints.defend, { merchantId, infractionId }), {
    payload: { attachmentIds: [], ...body },
    key: null,
  });

/** A stored file row as the upload would write it (the upload itself is another service's). */
export async function storedFile(
  db: Db,
  merchantId: string,
  purpose: 'defense_attachment' | 'onboarding_document' = 'defense_attachment',
) {
  const [row] = await db
    .insert(storedFiles)
    .values({
      merchantId,
      purpose,
      storageKey: `test/${randomUUID()}`,
      filename: 'proof.pdf',
      fileType: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 1234,
      sha256: 'a'.repeat(64),
    })
    .returning();
  assert.ok(row);
  return row;
}
