import {
  ZCreateQrCodeRequest,
  ZMerchantParams,
  ZQrCode,
  ZQrCodeParams,
  ZQrCodesQuery,
  ZQrCodesResponse,
  ZSandboxQrCodePaymentRequest,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { sandboxCreditLimits } from '../../services/ledger';
import { requireIdempotencyKey } from '../../services/payments';
import { createQrCode, getQrCode, listQrCodes, payQrCodeInSandbox } from '../../services/qr-codes';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];
const scoped = 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has';

/** Pix QR codes the merchant issues (docs/payments.md "QR codes"). */
const qrCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const can = app.requireMerchantPermission;

  app.get(
    '/merchants/:merchantId/qr-codes',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['payments'],
        summary: 'QR codes of one type (and status), newest first',
        description: `${scoped} merchant.read. Expired is derived: a dynamic code past its date.`,
        security,
        params: ZMerchantParams,
        querystring: ZQrCodesQuery,
        response: { 200: ZQrCodesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listQrCodes(app.db, request.params.merchantId, request.query),
  );

  app.get(
    '/merchants/:merchantId/qr-codes/:qrCodeId',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['payments'],
        summary: 'One QR code with its pix code',
        description: `${scoped} merchant.read. 'QR Code not found' (404) for another merchant's.`,
        security,
        params: ZQrCodeParams,
        response: { 200: ZQrCode, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getQrCode(app.db, request.params.merchantId, request.params.qrCodeId),
  );

  app.post(
    '/merchants/:merchantId/qr-codes',
    {
      preHandler: [can('accounts.manage'), app.limitAmount],
      schema: {
        tags: ['payments'],
        summary: 'Issue a static or dynamic Pix QR code on one of the merchant’s accounts',
        description:
          `${scoped} accounts.manage. The account needs an active Pix key (else 409 ` +
          '`fields.virtualAccountId`); a dynamic code needs an amount and a future expiration; an ' +
          'amount above MAX_TRANSACTION_AMOUNT_CENTS: 400 `fields.amount`.',
        security,
        params: ZMerchantParams,
        body: ZCreateQrCodeRequest,
        response: { 201: ZQrCode, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createQrCode(app.db, request.params.merchantId, request.body)),
  );

  // The sandbox payer makes money up: served only in sandbox mode (SANDBOX=true), else 404.
  if (!app.moneyRules.sandbox.enabled) return;

  app.post(
    '/merchants/:merchantId/qr-codes/:qrCodeId/sandbox/pay',
    {
      preHandler: [can('accounts.manage'), app.limitAmount],
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: a payer outside the platform pays the code; the account is credited',
        description:
          `${scoped} accounts.manage. The \`Idempotency-Key\` header is required (same key: ` +
          'the code again, nothing moves). The code’s value, else `amount` (400 ' +
          '`fields.amount`). Expired or an already paid dynamic code: 409 `fields.status`. ' +
          'Past the daily sandbox limits: 429 `fields.amount`.',
        security,
        params: ZQrCodeParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: ZSandboxQrCodePaymentRequest,
        response: { 200: ZQrCode, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      payQrCodeInSandbox(
        app.db,
        request.params.merchantId,
        request.params.qrCodeId,
        request.body,
        requireIdempotencyKey(request.headers['idempotency-key']),
        sandboxCreditLimits(app.moneyRules),
      ),
  );
};

export default qrCodesRoutes;
