import {
  ZMerchantParams,
  ZPaymentDocument,
  ZWithdrawalQuote,
  ZWithdrawalQuoteQuery,
  ZWithdrawalRequest,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireUser } from '../../plugins/auth';
import { paymentStatusCode, requireIdempotencyKey } from '../../services/payments';
import { createWithdrawal, quoteWithdrawal } from '../../services/withdrawals';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];
const scoped = 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has';
const headers = z.object({ 'idempotency-key': z.string().optional() });

/** Withdrawals to the merchant's own bank accounts, with the fee quoted first (docs/payments.md). */
const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const can = app.requireMerchantPermission;

  app.get(
    '/merchants/:merchantId/withdrawals/quote',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['payments'],
        summary: 'The fee of a withdrawal and the total it debits, before anything moves',
        description:
          `${scoped} merchant.read. Another merchant's virtual account or bank account: 404 ` +
          '(`fields.bankAccountId` for the bank account); an inactive bank account: 409.',
        security,
        params: ZMerchantParams,
        querystring: ZWithdrawalQuoteQuery,
        response: { 200: ZWithdrawalQuote, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => quoteWithdrawal(app.db, request.params.merchantId, request.query),
  );

  app.post(
    '/merchants/:merchantId/withdrawals',
    {
      preHandler: [can('money.move'), app.limitAmount],
      schema: {
        tags: ['payments'],
        summary: 'Withdraw from a virtual account to one of the merchant’s bank accounts',
        description:
          `${scoped} money.move. The \`Idempotency-Key\` header is required: the same key with ` +
          'the same body answers 200 with the first document and moves nothing; with another ' +
          'body, 409 (`fields.idempotencyKey`). Amount + fee beyond the available balance: 422 ' +
          '(`fields.amount`); above MAX_TRANSACTION_AMOUNT_CENTS: 400 (`fields.amount`). Answers the ' +
          '`out` document (method ted).',
        security,
        params: ZMerchantParams,
        headers,
        body: ZWithdrawalRequest,
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
      const result = await createWithdrawal(
        app.db,
        request.params.merchantId,
        request.body,
        key,
        requireUser(request).id,
      );
      return reply.code(paymentStatusCode(result)).send(result.document);
    },
  );
};

export default withdrawalsRoutes;
