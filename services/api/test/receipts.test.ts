import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { describe, test } from 'node:test';
import {
  DOCUMENT_MESSAGES,
  documentEndpoints,
  endpointPath,
  ZPaymentDocument,
} from '@arara/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { paymentDocuments } from '../src/db/schema-payments';
import { useTestApp, withSandbox } from './helper';
import { deposit } from './ledger-fixtures';
import {
  EMAILS,
  keyAccountOf,
  pixWithEmailedCode,
  send,
  useTeamWithAccounts,
} from './member-fixtures';
import { sandboxPixIn } from './webhook-fixtures';

/**
 * The text a PDF shows, as a reader extracts it: each content stream (inflated when
 * compressed), the hex strings of its TJ operators decoded as WinAnsi (latin1), one line each.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '').join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

function assertPdf(res: LightMyRequestResponse) {
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.match(
    String(res.headers['content-disposition']),
    /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''[^"]+\.pdf$/,
  );
  assert.equal(res.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  return pdfText(res.rawPayload);
}

describe('receipts (comprovantes)', () => {
  const t = useTestApp({ money: withSandbox() });
  const everyone = useTeamWithAccounts(t);

  const receipt = (documentId: string, query?: Record<string, string>, token?: string) =>
    send(
      t.app,
      token ?? everyone.tokens.owner,
      'GET',
      endpointPath(documentEndpoints.receipt, { merchantId: everyone.merchantA, documentId }),
      query ? { query } : {},
    );

  async function sentPix(amount: number) {
    const res = await pixWithEmailedCode(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      EMAILS.owner,
      {
        virtualAccountId: await keyAccountOf(t.app, everyone.merchantA),
        destination: { type: 'key', key: '44.555.666/0001-81' },
        amount,
      },
    );
    assert.equal(res.statusCode, 201, res.body);
    return ZPaymentDocument.parse(res.json());
  }

  test('a sent Pix: its receipt in the merchant language (pt-BR) with the data of a comprovante', async () => {
    const pix = await sentPix(123_456);
    const res = await receipt(pix.id);
    const text = assertPdf(res);
    assert.match(String(res.headers['content-disposition']), /comprovante-E\w+\.pdf/);
    assert.match(text, /Comprovante de Pix/);
    assert.match(text, /R\$ 1\.234,56/);
    assert.ok(pix.endToEndId);
    assert.ok(text.includes(pix.endToEndId), 'the end-to-end id');
    assert.match(text, /Pagador[\s\S]*Arara Demo Comércio Ltda[\s\S]*11\.222\.333\/0001-81/);
    assert.match(text, /Recebedor[\s\S]*Arara Demo Serviços Ltda[\s\S]*\*\*\.555\.666\/0001-\*\*/);
    assert.match(text, /ISPB 99999999/);
    assert.match(text, /Chave Pix/);
    // The time in São Paulo: processed_at three hours behind UTC, dd/mm/yyyy.
    const processed = new Date(pix.processedAt ?? pix.createdAt);
    const local = new Date(processed.getTime() - 3 * 3_600_000);
    const hhmm = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
    assert.ok(text.includes(hhmm), `the São Paulo time ${hhmm}`);
    assert.match(text, /horário de Brasília/);
    assert.match(text, /Código de autenticação\n([0-9A-F]{4} ){7}[0-9A-F]{4}/);

    const english = assertPdf(await receipt(pix.id, { language: 'en' }));
    assert.match(english, /Pix receipt/);
    assert.doesNotMatch(english, /Comprovante/);
    assert.match(english, /R\$1,234\.56/);
    // The same document always has the same authentication code.
    const code = (s: string) => s.match(/([0-9A-F]{4} ){7}[0-9A-F]{4}/)?.[0];
    assert.ok(code(text));
    assert.equal(code(english), code(text));
  });

  test('a refund has its own receipt naming the refunded Pix', async () => {
    const { response } = await sandboxPixIn(t.app, everyone.tokens.owner, everyone.merchantA, 900);
    assert.equal(response.statusCode, 200, response.body);
    const [entry] = await t.db
      .select()
      .from(paymentDocuments)
      .where(
        and(
          eq(paymentDocuments.merchantId, everyone.merchantA),
          eq(paymentDocuments.kind, 'entry'),
        ),
      )
      .orderBy(desc(paymentDocuments.createdAt))
      .limit(1);
    assert.ok(entry?.endToEndId);
    const payerOf = assertPdf(await receipt(entry.id));
    assert.match(payerOf, /Comprovante de Pix/);
    assert.match(payerOf, /R\$ 9,00/);

    const returned = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(documentEndpoints.sandboxRefund, {
        merchantId: everyone.merchantA,
        documentId: (await sentPix(800)).id,
      }),
      { payload: { reason: 'payer_request' } },
    );
    assert.equal(returned.statusCode, 201, returned.body);
    const back = ZPaymentDocument.parse(returned.json());
    const text = assertPdf(await receipt(back.id, { language: 'en' }));
    assert.match(text, /Pix refund receipt/);
    assert.ok(back.endToEndId && text.includes(back.endToEndId), 'the return id');
    assert.match(text, /Return ID/);
    assert.match(text, /Requested by the payer \(MD06\)/);
    assert.match(text, /Refunded Pix\nE99999999/);
  });

  test("no receipt before a document settles (409); another merchant's document is not found", async () => {
    // A Pix from R$ 10.000,00 waits for an admin's approval (the seeded rule): pending.
    const account = await keyAccountOf(t.app, everyone.merchantA);
    await deposit(t.db, everyone.merchantA, account, 1_000_000);
    const held = await pixWithEmailedCode(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      EMAILS.owner,
      {
        virtualAccountId: await keyAccountOf(t.app, everyone.merchantA),
        destination: { type: 'key', key: '44.555.666/0001-81' },
        amount: 1_000_000,
      },
    );
    assert.equal(held.statusCode, 202, held.body);
    const pending = ZPaymentDocument.parse(held.json());
    assert.equal(pending.status, 'pending');
    assert.equal(pending.receiptAvailable, false);
    const res = await receipt(pending.id);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().error.fields.documentId, DOCUMENT_MESSAGES.receiptUnavailable);

    const settled = await sentPix(100);
    const foreign = await send(
      t.app,
      everyone.other,
      'GET',
      endpointPath(documentEndpoints.receipt, {
        merchantId: everyone.otherMerchantId,
        documentId: settled.id,
      }),
    );
    assert.equal(foreign.statusCode, 404, foreign.body);
    assert.deepEqual(foreign.json(), {
      error: { code: 'NOT_FOUND', message: 'Document not found' },
    });
    // A viewer reads receipts (merchant.read).
    assertPdf(await receipt(settled.id, undefined, everyone.tokens.viewer));
  });
});
