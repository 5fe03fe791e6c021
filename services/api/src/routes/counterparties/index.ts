import {
  ZCounterpartiesQuery,
  ZCounterpartyBankAccountParams,
  ZCounterpartyDetail,
  ZCounterpartyPage,
  ZCounterpartyParams,
  ZCreateCounterpartyBankAccountRequest,
  ZCreateCounterpartyRequest,
  ZMerchantParams,
  ZUpdateCounterpartyBankAccountRequest,
  ZUpdateCounterpartyRequest,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCounterpartyBankAccount,
  createCounterparty,
  getCounterparty,
  listCounterparties,
  removeCounterpartyBankAccount,
  updateCounterparty,
  updateCounterpartyBankAccount,
} from '../../services/counterparties';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];
const tags = ['counterparties'];
const scoped = 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has';
const notFound = "Another merchant's counterparty is 'Counterparty not found' (404).";

/**
 * Counterparties (docs/payments.md, "Counterparties"). Reading needs merchant.read; writing
 * needs accounts.manage, the permission of the merchant's registers (virtual accounts, Pix
 * keys, counterparties, QR codes) — adding a payee moves no money, so not money.move.
 */
const counterpartiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const can = app.requireMerchantPermission;

  app.get(
    '/merchants/:merchantId/counterparties',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags,
        summary: 'Counterparties by name, searched by name or document, keyset pages',
        description: `${scoped} merchant.read. \`cursor\` is the last id of the previous page.`,
        security,
        params: ZMerchantParams,
        querystring: ZCounterpartiesQuery,
        response: { 200: ZCounterpartyPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCounterparties(app.db, request.params.merchantId, request.query),
  );

  app.post(
    '/merchants/:merchantId/counterparties',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags,
        summary: 'Add a counterparty',
        description:
          `${scoped} accounts.manage. CPF/CNPJ need real check digits; a document the ` +
          'merchant already has is a 409 (`fields.document`).',
        security,
        params: ZMerchantParams,
        body: ZCreateCounterpartyRequest,
        response: { 201: ZCounterpartyDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCounterparty(app.db, request.params.merchantId, request.body)),
  );

  app.get(
    '/merchants/:merchantId/counterparties/:counterpartyId',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags,
        summary: 'A counterparty with its bank accounts',
        description: `${scoped} merchant.read. ${notFound}`,
        security,
        params: ZCounterpartyParams,
        response: { 200: ZCounterpartyDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getCounterparty(app.db, request.params.merchantId, request.params.counterpartyId),
  );

  app.patch(
    '/merchants/:merchantId/counterparties/:counterpartyId',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags,
        summary: 'Edit a counterparty (not its document)',
        description: `${scoped} accounts.manage. ${notFound}`,
        security,
        params: ZCounterpartyParams,
        body: ZUpdateCounterpartyRequest,
        response: { 200: ZCounterpartyDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateCounterparty(
        app.db,
        request.params.merchantId,
        request.params.counterpartyId,
        request.body,
      ),
  );

  app.post(
    '/merchants/:merchantId/counterparties/:counterpartyId/bank-accounts',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags,
        summary: 'Add a bank account to a counterparty (the first one is primary)',
        description: `${scoped} accounts.manage. ${notFound} A duplicate account is a 409.`,
        security,
        params: ZCounterpartyParams,
        body: ZCreateCounterpartyBankAccountRequest,
        response: { 201: ZCounterpartyDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addCounterpartyBankAccount(
            app.db,
            request.params.merchantId,
            request.params.counterpartyId,
            request.body,
          ),
        ),
  );

  app.patch(
    '/merchants/:merchantId/counterparties/:counterpartyId/bank-accounts/:bankAccountId',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags,
        summary: 'Edit a counterparty’s bank account; `isPrimary: true` makes it the only primary',
        description: `${scoped} accounts.manage. ${notFound}`,
        security,
        params: ZCounterpartyBankAccountParams,
        body: ZUpdateCounterpartyBankAccountRequest,
        response: { 200: ZCounterpartyDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateCounterpartyBankAccount(
        app.db,
        request.params.merchantId,
        request.params.counterpartyId,
        request.params.bankAccountId,
        request.body,
      ),
  );

  app.delete(
    '/merchants/:merchantId/counterparties/:counterpartyId/bank-accounts/:bankAccountId',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags,
        summary: 'Remove a counterparty’s bank account (the oldest other one becomes primary)',
        description: `${scoped} accounts.manage. ${notFound}`,
        security,
        params: ZCounterpartyBankAccountParams,
        response: { 200: ZCounterpartyDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      removeCounterpartyBankAccount(
        app.db,
        request.params.merchantId,
        request.params.counterpartyId,
        request.params.bankAccountId,
      ),
  );
};

export default counterpartiesRoutes;
