import {
  AppErrorCode,
  ZCard,
  ZCardExpenses,
  ZCardExpensesQuery,
  ZCardInvoices,
  ZCardList,
  ZCardParams,
  ZCardReveal,
  ZCardTransactionPage,
  ZCardTransactionsQuery,
  ZConfirmPixKeyRequest,
  ZCreatePixKeyRequest,
  ZMerchantParams,
  ZPixKey,
  ZPixKeyList,
  ZPixKeyLookup,
  ZPixKeyLookupQuery,
  ZPixKeyParams,
  ZPixKeysQuery,
  ZVirtualAccountPixKeysParams,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import {
  getCard,
  getCardExpenses,
  getCardInvoices,
  getCardTransactionPage,
  listCards,
  revealCard,
} from '../../services/cards';
import { deactivatePixKey, getPixKey, listPixKeys, lookupPixKey } from '../../services/pix-keys';
import {
  addPixKey,
  confirmPixKey,
  PIX_KEY_CODE_MAX_ATTEMPTS,
  resendPixKeyCode,
} from '../../services/pix-keys/verify-pix-key';
import { errorResponses } from '../error-responses';

const noContent = { 204: z.null().optional().describe('Done (no body)') };
const security = [{ bearerAuth: [] }];
const scoped = 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has';

/** Pix keys of virtual accounts, the key lookup, and the merchant's (sandbox) cards. */
const pixCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const can = app.requireMerchantPermission;

  // -------------------------------------------------------------------------------------------
  // Pix keys

  app.get(
    '/merchants/:merchantId/virtual-accounts/:virtualAccountId/pix-keys',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['pix-keys'],
        summary: 'Pix keys of a virtual account (active ones unless `status` says otherwise)',
        description: `${scoped} merchant.read. Another merchant’s account is a 404.`,
        security,
        params: ZVirtualAccountPixKeysParams,
        querystring: ZPixKeysQuery,
        response: { 200: ZPixKeyList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      items: await listPixKeys(app.db, request.params.merchantId, {
        ...request.query,
        virtualAccountId: request.params.virtualAccountId,
      }),
    }),
  );

  app.post(
    '/merchants/:merchantId/virtual-accounts/:virtualAccountId/pix-keys',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['pix-keys'],
        summary: 'Add a Pix key to a virtual account',
        description:
          `${scoped} accounts.manage. CPF/CNPJ need real check digits and must be the ` +
          'merchant’s document or its bank account holder’s (else 400 `fields.key` = ' +
          'accounts:pixKey.notOwnDocument); the phone 10 or 11 digits (+55 optional); a random ' +
          'key is generated (send no key). The type is never guessed: 11 digits valid as both a ' +
          'CPF and a phone without `type` are a 400 `fields.type` = accounts:pixKey.chooseType. ' +
          'An e-mail or phone key is created `pending` and a 6-digit code is sent to it (e-mail, ' +
          'or SMS), valid 10 minutes: confirm it with POST …/pix-keys/:pixKeyId/confirm; until ' +
          'then the key receives nothing. Codes sent are limited per key and per client address ' +
          '(429). A key active on any account of the platform is a 409 CONFLICT (`fields.key` = ' +
          'accounts:pixKey.taken); pending keys do not reserve it.',
        security,
        params: ZVirtualAccountPixKeysParams,
        body: ZCreatePixKeyRequest,
        response: { 201: ZPixKey, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addPixKey(
            app,
            requireUser(request).id,
            request.ip,
            request.params.merchantId,
            request.params.virtualAccountId,
            request.body,
          ),
        ),
  );

  app.post(
    '/merchants/:merchantId/pix-keys/:pixKeyId/confirm',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['pix-keys'],
        summary: 'Activate a pending e-mail or phone key with the code sent to it',
        description:
          `${scoped} accounts.manage. Wrong code: 400 \`fields.code\` = accounts:pixKey.wrongCode; ` +
          `expired or after ${PIX_KEY_CODE_MAX_ATTEMPTS} wrong tries: 400 accounts:pixKey.codeExpired ` +
          '(ask for a new code). Not pending: 409 accounts:pixKey.notPending. Activated on ' +
          'another account meanwhile: 409 accounts:pixKey.taken.',
        security,
        params: ZPixKeyParams,
        body: ZConfirmPixKeyRequest,
        response: { 200: ZPixKey, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      confirmPixKey(app, request.params.merchantId, request.params.pixKeyId, request.body.code),
  );

  app.post(
    '/merchants/:merchantId/pix-keys/:pixKeyId/code',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['pix-keys'],
        summary: 'Send a new code to a pending e-mail or phone key',
        description:
          `${scoped} accounts.manage. The previous code stops working. Limited per key and per ` +
          'client address (429 RATE_LIMITED with Retry-After). Not pending: 409.',
        security,
        params: ZPixKeyParams,
        response: { 200: ZPixKey, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      resendPixKeyCode(
        app,
        requireUser(request).id,
        request.ip,
        request.params.merchantId,
        request.params.pixKeyId,
      ),
  );

  app.get(
    '/merchants/:merchantId/pix-keys',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['pix-keys'],
        summary: 'Every Pix key of the merchant, with its virtual account’s label',
        description: `${scoped} merchant.read.`,
        security,
        params: ZMerchantParams,
        querystring: ZPixKeysQuery,
        response: { 200: ZPixKeyList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      items: await listPixKeys(app.db, request.params.merchantId, request.query),
    }),
  );

  app.get(
    '/merchants/:merchantId/pix-keys/:pixKeyId',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['pix-keys'],
        summary: 'A Pix key (active or deactivated)',
        description: `${scoped} merchant.read. 'Pix key not found' for another merchant’s key.`,
        security,
        params: ZPixKeyParams,
        response: { 200: ZPixKey, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPixKey(app.db, request.params.merchantId, request.params.pixKeyId),
  );

  app.delete(
    '/merchants/:merchantId/pix-keys/:pixKeyId',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['pix-keys'],
        summary: 'Deactivate a Pix key: its key becomes free for any account',
        description: `${scoped} accounts.manage. An already deactivated key is a 404.`,
        security,
        params: ZPixKeyParams,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deactivatePixKey(app.db, request.params.merchantId, request.params.pixKeyId);
      return reply.code(204).send(undefined);
    },
  );

  app.get(
    '/pix-keys/lookup',
    {
      schema: {
        tags: ['pix-keys'],
        summary: 'Who receives a Pix sent to a key (name, masked document, institution)',
        description:
          'Any signed-in active member of a merchant (403 otherwise). The key as a payer types ' +
          'it (punctuation, +55 optional). Unknown or deactivated keys are a 404. Counted with ' +
          'the Pix previews per user and per merchant (each merchant the user is an active ' +
          'member of, or the act-as one): `pixKeyLookup` limits, 429 RATE_LIMITED with ' +
          'Retry-After.',
        security,
        querystring: ZPixKeyLookupQuery,
        response: { 200: ZPixKeyLookup, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // Not tied to one merchant: it counts against each one the caller acts for.
      const merchantIds = user.actingAs
        ? [user.actingAs.merchantId]
        : (await app.repositories.merchants.listForUser(user.id)).map((merchant) => merchant.id);
      if (merchantIds.length === 0) {
        throw new AppError(AppErrorCode.FORBIDDEN, 'Only members of a merchant can look up keys');
      }
      await app.rateLimiter.hitMember('pixKeyLookup', { userId: user.id, merchantIds });
      return lookupPixKey(app.db, request.query.key);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Cards

  app.get(
    '/merchants/:merchantId/cards',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['cards'],
        summary: 'The merchant’s cards, numbers masked',
        description: `${scoped} merchant.read.`,
        security,
        params: ZMerchantParams,
        response: { 200: ZCardList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ items: await listCards(app.db, request.params.merchantId) }),
  );

  app.get(
    '/merchants/:merchantId/cards/:cardId',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['cards'],
        summary: 'A card, number masked',
        description: `${scoped} merchant.read. 'Card not found' for another merchant’s card.`,
        security,
        params: ZCardParams,
        response: { 200: ZCard, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCard(app.db, request.params.merchantId, request.params.cardId),
  );

  app.post(
    '/merchants/:merchantId/cards/:cardId/reveal',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['cards'],
        summary: 'The full number of a sandbox card (recorded in the audit log)',
        description: `${scoped} accounts.manage. No CVV is stored or returned.`,
        security,
        params: ZCardParams,
        response: { 200: ZCardReveal, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return revealCard(app.db, request.params.merchantId, request.params.cardId, {
        userId: user.id,
        actingAs: user.actingAs,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        ip: request.ip,
      });
    },
  );

  app.get(
    '/merchants/:merchantId/cards/:cardId/invoices',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['cards'],
        summary: 'A card’s invoices (newest first) and the current one, with the pending amount',
        description: `${scoped} merchant.read.`,
        security,
        params: ZCardParams,
        response: { 200: ZCardInvoices, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCardInvoices(app.db, request.params.merchantId, request.params.cardId),
  );

  app.get(
    '/merchants/:merchantId/card-transactions',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['cards'],
        summary: 'Card purchases, newest first, by card, period [from, to) and category',
        description: `${scoped} merchant.read. Keyset pages: pass \`nextCursor\` as \`cursor\`.`,
        security,
        params: ZMerchantParams,
        querystring: ZCardTransactionsQuery,
        response: { 200: ZCardTransactionPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCardTransactionPage(app.db, request.params.merchantId, request.query),
  );

  app.get(
    '/merchants/:merchantId/card-expenses',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['cards'],
        summary:
          'Card spending per category over a period [from, to) (declined purchases excluded)',
        description: `${scoped} merchant.read.`,
        security,
        params: ZMerchantParams,
        querystring: ZCardExpensesQuery,
        response: { 200: ZCardExpenses, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCardExpenses(app.db, request.params.merchantId, request.query),
  );
};

export default pixCardsRoutes;
