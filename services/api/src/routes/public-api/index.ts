import { publicApiEndpoints as v1 } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { getStatement, getStatementEntry } from '../../services/accounts/get-statement';
import { getVirtualAccount } from '../../services/accounts/get-virtual-account';
import { listBankAccounts } from '../../services/accounts/list-bank-accounts';
import { listVirtualAccounts } from '../../services/accounts/list-virtual-accounts';
import { openVirtualAccount } from '../../services/accounts/open-virtual-account';
import {
  addCounterpartyBankAccount,
  createCounterparty,
  getCounterparty,
  listCounterparties,
  removeCounterpartyBankAccount,
  updateCounterparty,
  updateCounterpartyBankAccount,
} from '../../services/counterparties';
import { getDocument, listDocuments } from '../../services/documents';
import { defendInfraction, getInfraction, listInfractions } from '../../services/infractions';
import { listInstitutions } from '../../services/institutions/list-institutions';
import { getBalanceSummary } from '../../services/ledger';
import { getMerchantForApiKey } from '../../services/merchants/get-merchant';
import { sendPixOrder, transferBetweenAccounts } from '../../services/payments';
import { createQrCode } from '../../services/qr-codes';
import { pruneRequestLogs } from '../../services/request-logs';
import {
  createWebhook,
  deleteWebhook,
  getWebhookEvent,
  listWebhookEvents,
  listWebhooks,
  resendWebhookEvent,
  rotateWebhookSecret,
  sendTestWebhookEvent,
} from '../../services/webhooks';
import { publicApiRoutes, requireApiKey, route } from '../endpoint-route';
import { sendPayment } from '../payments/send-payment';

export type PublicApiOptions = {
  /** Request logs older than this are pruned (REQUEST_LOG_RETENTION_DAYS, default 30). */
  requestLogRetentionDays: number;
};

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The public API v1 (docs/developers.md): the dashboard's services behind API keys. Every
 * handler acts for the key's merchant (`requireApiKey(request).merchantId`), so another
 * merchant's ids are unknown ids (404), as in the dashboard.
 */
const publicApiRoutesPlugin: FastifyPluginAsync<PublicApiOptions> = async (app, options) => {
  await publicApiRoutes(app, (scope) => {
    const { deps } = scope;
    const { db } = deps;
    const merchantOf = (request: Parameters<typeof requireApiKey>[0]) =>
      requireApiKey(request).merchantId;

    route(scope, v1.balance, (request) =>
      getBalanceSummary(deps, merchantOf(request), {
        virtualAccountId: request.query.virtualAccountId,
      }),
    );
    route(scope, v1.statementIn, (request) =>
      getStatement(deps, merchantOf(request), { ...request.query, direction: 'in' }),
    );
    route(scope, v1.statementOut, (request) =>
      getStatement(deps, merchantOf(request), { ...request.query, direction: 'out' }),
    );
    route(scope, v1.statementEntry, (request) =>
      getStatementEntry(deps, merchantOf(request), request.params.entryId),
    );
    route(scope, v1.merchant, (request) => getMerchantForApiKey(deps, merchantOf(request)));
    route(scope, v1.bankAccounts, (request) => listBankAccounts(deps, merchantOf(request)));
    route(scope, v1.virtualAccounts, (request) =>
      listVirtualAccounts(deps, merchantOf(request), request.query),
    );
    route(scope, v1.virtualAccount, (request) =>
      getVirtualAccount(deps, merchantOf(request), request.params.virtualAccountId),
    );
    route(scope, v1.createVirtualAccount, (request) =>
      openVirtualAccount(deps, merchantOf(request), request.body),
    );
    // Money: the amount limit first, then the same services as the dashboard's; an approval
    // rule holds the payment in the name of the member who created the key.
    route(
      scope,
      v1.transfer,
      async (request, reply) => {
        const key = requireApiKey(request);
        return sendPayment(
          reply,
          await transferBetweenAccounts(
            deps,
            key.merchantId,
            request.body,
            request.idempotencyKey,
            key.createdById,
          ),
        );
      },
      { preHandler: [scope.limitAmount] },
    );
    route(
      scope,
      v1.createQrCode,
      (request) => createQrCode(db, merchantOf(request), request.body),
      { preHandler: [scope.limitAmount] },
    );
    route(
      scope,
      v1.pixTransfer,
      async (request, reply) => {
        const key = requireApiKey(request);
        return sendPayment(
          reply,
          await sendPixOrder(
            deps,
            {
              merchantId: key.merchantId,
              initiatedById: key.createdById,
              origin: { origin: 'api', apiKeyId: key.id, externalId: request.body.externalId },
            },
            request.body,
            request.idempotencyKey,
          ),
        );
      },
      { preHandler: [scope.limitAmount] },
    );
    route(scope, v1.counterparties, (request) =>
      listCounterparties(db, merchantOf(request), request.query),
    );
    route(scope, v1.counterparty, (request) =>
      getCounterparty(db, merchantOf(request), request.params.counterpartyId),
    );
    route(scope, v1.createCounterparty, (request) =>
      createCounterparty(db, merchantOf(request), request.body),
    );
    route(scope, v1.updateCounterparty, (request) =>
      updateCounterparty(db, merchantOf(request), request.params.counterpartyId, request.body),
    );
    route(scope, v1.counterpartyBankAccounts, async (request) => ({
      items: (await getCounterparty(db, merchantOf(request), request.params.counterpartyId))
        .bankAccounts,
    }));
    route(scope, v1.addCounterpartyBankAccount, (request) =>
      addCounterpartyBankAccount(
        db,
        merchantOf(request),
        request.params.counterpartyId,
        request.body,
      ),
    );
    route(scope, v1.updateCounterpartyBankAccount, (request) =>
      updateCounterpartyBankAccount(
        db,
        merchantOf(request),
        request.params.counterpartyId,
        request.params.bankAccountId,
        request.body,
      ),
    );
    route(scope, v1.removeCounterpartyBankAccount, (request) =>
      removeCounterpartyBankAccount(
        db,
        merchantOf(request),
        request.params.counterpartyId,
        request.params.bankAccountId,
      ),
    );
    route(scope, v1.documents, (request) => listDocuments(db, merchantOf(request), request.query));
    route(scope, v1.document, (request) =>
      getDocument(db, merchantOf(request), request.params.documentId),
    );
    route(scope, v1.institutions, () => listInstitutions());
    route(scope, v1.webhooks, (request) => listWebhooks(deps, merchantOf(request), request.query));
    route(scope, v1.createWebhook, (request) =>
      createWebhook(deps, app.webhookOptions, merchantOf(request), request.body),
    );
    route(scope, v1.deleteWebhook, (request) =>
      deleteWebhook(deps, merchantOf(request), request.params.webhookId),
    );
    route(scope, v1.rotateWebhookSecret, (request) =>
      rotateWebhookSecret(deps, merchantOf(request), request.params.webhookId),
    );
    route(scope, v1.sendTestWebhookEvent, (request) =>
      sendTestWebhookEvent(deps, merchantOf(request), request.params.webhookId),
    );
    route(scope, v1.infractions, (request) =>
      listInfractions(deps, merchantOf(request), request.query),
    );
    route(scope, v1.infraction, (request) =>
      getInfraction(deps, merchantOf(request), request.params.infractionId),
    );
    // A defense sent by a key has no member behind it (createdBy null).
    route(scope, v1.defendInfraction, (request) =>
      defendInfraction(
        deps,
        { merchantId: merchantOf(request), userId: null },
        request.params.infractionId,
        request.body,
      ),
    );
    route(scope, v1.webhookEvents, (request) =>
      listWebhookEvents(deps, merchantOf(request), request.query),
    );
    route(scope, v1.webhookEvent, (request) =>
      getWebhookEvent(deps, merchantOf(request), request.params.webhookEventId),
    );
    route(scope, v1.resendWebhookEvent, (request) =>
      resendWebhookEvent(deps, merchantOf(request), request.params.webhookEventId),
    );
  });

  // Retention: prune at start and every hour (a DELETE on the `at` index, cheap).
  const prune = () =>
    pruneRequestLogs(app.deps, options.requestLogRetentionDays).catch((error: unknown) => {
      app.log.warn({ err: error }, 'request log pruning failed');
      return 0;
    });
  let pruning: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    pruning = prune();
    await pruning;
  });
  const timer = setInterval(() => {
    pruning = prune();
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pruning;
  });
};

export default publicApiRoutesPlugin;
