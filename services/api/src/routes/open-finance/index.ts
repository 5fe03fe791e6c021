import {
  PAYMENT_INITIATION_TTL_MINUTES,
  ZCreatePaymentInitiationRequest,
  ZMerchantParams,
  ZPaymentInitiation,
  ZPaymentInitiationParams,
  ZPaymentInitiationsQuery,
  ZPaymentInitiationsResponse,
  ZRejectPaymentInitiationRequest,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireUser } from '../../plugins/auth';
import {
  authorisePaymentInitiation,
  cancelPaymentInitiation,
  createPaymentInitiation,
  getPaymentInitiation,
  listPaymentInitiations,
  rejectPaymentInitiation,
} from '../../services/open-finance';
import { sandboxCreditLimits } from '../../services/ledger';
import { requireIdempotencyKey } from '../../services/payments';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];
const scoped = 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has';
const headers = z.object({ 'idempotency-key': z.string().optional() });
const decided =
  'A request no longer awaiting authorisation: 409 `fields.status` (notAwaiting or expired).';

/** Open finance payment initiation requests, with the sandbox payer (docs/payments.md). */
const openFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const can = app.requireMerchantPermission;

  app.get(
    '/merchants/:merchantId/payment-initiations',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['payments'],
        summary: 'Payment initiation requests (optionally one status), newest first',
        description: `${scoped} merchant.read. Expired is derived: awaiting past its expiry.`,
        security,
        params: ZMerchantParams,
        querystring: ZPaymentInitiationsQuery,
        response: { 200: ZPaymentInitiationsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listPaymentInitiations(app.db, request.params.merchantId, request.query),
  );

  app.get(
    '/merchants/:merchantId/payment-initiations/:initiationId',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['payments'],
        summary: 'One payment initiation request',
        description: `${scoped} merchant.read. Another merchant's: 404 'Payment request not found'.`,
        security,
        params: ZPaymentInitiationParams,
        response: { 200: ZPaymentInitiation, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getPaymentInitiation(app.db, request.params.merchantId, request.params.initiationId),
  );

  app.post(
    '/merchants/:merchantId/payment-initiations',
    {
      preHandler: [can('accounts.manage'), app.limitAmount],
      schema: {
        tags: ['payments'],
        summary: 'Ask a payer to pay into one of the merchant’s virtual accounts',
        description:
          `${scoped} accounts.manage. The payer has ${PAYMENT_INITIATION_TTL_MINUTES} minutes to authorise at their ` +
          'institution (OPEN_FINANCE_INSTITUTIONS). An amount above MAX_TRANSACTION_AMOUNT_CENTS: 400 ' +
          '`fields.amount`.',
        security,
        params: ZMerchantParams,
        body: ZCreatePaymentInitiationRequest,
        response: { 201: ZPaymentInitiation, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPaymentInitiation(
            app.db,
            request.params.merchantId,
            request.body,
            requireUser(request).id,
          ),
        ),
  );

  app.post(
    '/merchants/:merchantId/payment-initiations/:initiationId/cancel',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['payments'],
        summary: 'Cancel a request the payer has not authorised yet',
        description: `${scoped} accounts.manage. ${decided}`,
        security,
        params: ZPaymentInitiationParams,
        response: { 200: ZPaymentInitiation, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      cancelPaymentInitiation(app.db, request.params.merchantId, request.params.initiationId),
  );

  // The sandbox payer decides at their institution (and makes money up): served only in sandbox
  // mode (SANDBOX=true), else 404.
  if (!app.moneyRules.sandbox.enabled) return;

  app.post(
    '/merchants/:merchantId/payment-initiations/:initiationId/sandbox/authorise',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: the payer authorises; the Pix arrives in the account at once',
        description:
          `${scoped} accounts.manage. The \`Idempotency-Key\` header is required: the same key ` +
          `again answers the completed request and moves nothing. ${decided} Credits the ` +
          'account (ledger deposit, marked sandbox) and writes its `entry` document (method ' +
          'pix). Past the daily sandbox limits: 429 `fields.amount`.',
        security,
        params: ZPaymentInitiationParams,
        headers,
        response: { 200: ZPaymentInitiation, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      authorisePaymentInitiation(
        app.db,
        request.params.merchantId,
        request.params.initiationId,
        requireIdempotencyKey(request.headers['idempotency-key']),
        sandboxCreditLimits(app.moneyRules),
      ),
  );

  app.post(
    '/merchants/:merchantId/payment-initiations/:initiationId/sandbox/reject',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: the payer rejects the request at their institution',
        description: `${scoped} accounts.manage. ${decided}`,
        security,
        params: ZPaymentInitiationParams,
        body: ZRejectPaymentInitiationRequest,
        response: { 200: ZPaymentInitiation, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      rejectPaymentInitiation(
        app.db,
        request.params.merchantId,
        request.params.initiationId,
        request.body,
      ),
  );
};

export default openFinanceRoutes;
