import {
  ZBetweenAccountsRequest,
  ZMerchantParams,
  ZPaymentDocument,
  ZPaymentDocumentPage,
  ZPaymentDocumentParams,
  ZPaymentDocumentsQuery,
  ZPixCodeChannel,
  ZPixCodeRequest,
  ZPixPreview,
  ZPixPreviewRequest,
  ZPixTransferRequest,
  ZPublicPixParams,
  ZPublicPixTransaction,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireUser } from '../../plugins/auth';
import {
  getDocument,
  getPublicPix,
  listDocuments,
  paymentStatusCode,
  previewPix,
  requireIdempotencyKey,
  sendPixCode,
  sendPixTransfer,
  transferBetweenAccounts,
} from '../../services/payments';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];
const scoped = 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has';
const idempotent =
  'The `Idempotency-Key` header (1–255 printable ASCII) is required: the same key with the same ' +
  'body answers 200 with the first document and moves nothing; with another body, 409 ' +
  '(`fields.idempotencyKey`). An amount above MAX_TRANSACTION_AMOUNT_CENTS: 400 (`fields.amount`).';
const headers = z.object({ 'idempotency-key': z.string().optional() });

/** Payments (docs/payments.md): transfers between own accounts, Pix, documents, public page. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/pix/:transactionId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Public page of a Pix: status, amount, date and masked parties (no session)',
        params: ZPublicPixParams,
        response: { 200: ZPublicPixTransaction, ...errorResponses(400, 404) },
      },
    },
    async (request) => getPublicPix(app.db, request.params.transactionId),
  );

  await app.register(async (instance) => {
    const authed = instance.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', authed.authenticate);
    const can = authed.requireMerchantPermission;

    authed.post(
      '/merchants/:merchantId/transfers/between-accounts',
      {
        preHandler: [can('money.move'), authed.limitAmount],
        schema: {
          tags: ['payments'],
          summary: 'Move money between two of the merchant’s virtual accounts',
          description: `${scoped} money.move. ${idempotent} Insufficient funds: 422.`,
          security,
          params: ZMerchantParams,
          headers,
          body: ZBetweenAccountsRequest,
          response: {
            200: ZPaymentDocument,
            201: ZPaymentDocument,
            202: ZPaymentDocument,
            ...errorResponses(400, 401, 403, 404, 409, 422),
          },
        },
      },
      async (request, reply) => {
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        const result = await transferBetweenAccounts(
          app.db,
          request.params.merchantId,
          request.body,
          key,
          requireUser(request).id,
        );
        return reply.code(paymentStatusCode(result)).send(result.document);
      },
    );

    authed.post(
      '/merchants/:merchantId/pix/preview',
      {
        preHandler: can('money.move'),
        schema: {
          tags: ['payments'],
          summary: 'Who receives a Pix to a key or a BR Code, before anything moves',
          description:
            `${scoped} money.move. Unknown key: 404 (\`fields.key\`). Counted with the key ` +
            'lookups per user and per merchant (`pixKeyLookup`: 429 with Retry-After).',
          security,
          params: ZMerchantParams,
          body: ZPixPreviewRequest,
          response: { 200: ZPixPreview, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => {
        await app.rateLimiter.hitMember('pixKeyLookup', {
          userId: requireUser(request).id,
          merchantIds: [request.params.merchantId],
        });
        return previewPix(app.db, request.body.destination);
      },
    );

    authed.post(
      '/merchants/:merchantId/pix/code',
      {
        preHandler: can('money.move'),
        schema: {
          tags: ['payments'],
          summary: 'Where the 6-digit code of a Pix comes from (authenticator, or e-mailed now)',
          description:
            `${scoped} money.move. The body is the Pix the code is for: an e-mailed code ` +
            'confirms only a Pix of this amount to this destination. E-mailed codes are rate ' +
            'limited per account and per client address (429 with Retry-After).',
          security,
          params: ZMerchantParams,
          body: ZPixCodeRequest,
          response: { 200: ZPixCodeChannel, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) =>
        sendPixCode(app, requireUser(request).id, request.ip, {
          kind: 'pix',
          amount: request.body.amount,
          destination: request.body.destination,
        }),
    );

    authed.post(
      '/merchants/:merchantId/pix/transfers',
      {
        preHandler: [can('money.move'), authed.limitAmount],
        schema: {
          tags: ['payments'],
          summary: 'Send a Pix (confirmed with password and the 6-digit code); settles at once',
          description: `${scoped} money.move. ${idempotent}`,
          security,
          params: ZMerchantParams,
          headers,
          body: ZPixTransferRequest,
          response: {
            200: ZPaymentDocument,
            201: ZPaymentDocument,
            202: ZPaymentDocument,
            ...errorResponses(400, 401, 403, 404, 409, 422, 429, 500),
          },
        },
      },
      async (request, reply) => {
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        const result = await sendPixTransfer(
          app,
          {
            merchantId: request.params.merchantId,
            userId: requireUser(request).id,
            clientAddress: request.ip,
          },
          request.body,
          key,
        );
        return reply.code(paymentStatusCode(result)).send(result.document);
      },
    );

    authed.get(
      '/merchants/:merchantId/documents',
      {
        preHandler: can('merchant.read'),
        schema: {
          tags: ['payments'],
          summary: 'The merchant’s documents, newest first (keyset cursor)',
          description: `${scoped} merchant.read.`,
          security,
          params: ZMerchantParams,
          querystring: ZPaymentDocumentsQuery,
          response: { 200: ZPaymentDocumentPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listDocuments(app.db, request.params.merchantId, request.query),
    );

    authed.get(
      '/merchants/:merchantId/documents/:documentId',
      {
        preHandler: can('merchant.read'),
        schema: {
          tags: ['payments'],
          summary: 'A document with its stages, movements and events',
          description: `${scoped} merchant.read. 'Document not found' for another merchant’s.`,
          security,
          params: ZPaymentDocumentParams,
          response: { 200: ZPaymentDocument, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getDocument(app.db, request.params.merchantId, request.params.documentId),
    );
  });
};

export default paymentsRoutes;
