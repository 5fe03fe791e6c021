import { cardEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import {
  getCard,
  getCardExpenses,
  getCardInvoices,
  getCardTransactionPage,
  listCards,
  revealCard,
} from '../../services/cards';
import { merchantRoutes, route } from '../endpoint-route';

/** The merchant's (sandbox) cards, invoices and purchases (docs/cards.md "Cards (sandbox)"). */
const cardsRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;
    route(scope, cardEndpoints.list, async ({ params }) => ({
      items: await listCards(deps, params.merchantId),
    }));
    route(scope, cardEndpoints.get, ({ params }) =>
      getCard(deps, params.merchantId, params.cardId),
    );
    route(scope, cardEndpoints.reveal, (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return revealCard(deps, request.params.merchantId, request.params.cardId, {
        userId: user.id,
        actingAs: user.actingAs,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        ip: request.ip,
      });
    });
    route(scope, cardEndpoints.invoices, ({ params }) =>
      getCardInvoices(deps, params.merchantId, params.cardId),
    );
    route(scope, cardEndpoints.transactions, ({ params, query }) =>
      getCardTransactionPage(deps, params.merchantId, query),
    );
    route(scope, cardEndpoints.expenses, ({ params, query }) =>
      getCardExpenses(deps, params.merchantId, query),
    );
  });

export default cardsRoutes;
