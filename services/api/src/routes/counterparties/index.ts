import { counterpartyEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  addCounterpartyBankAccount,
  createCounterparty,
  getCounterparty,
  listCounterparties,
  removeCounterpartyBankAccount,
  updateCounterparty,
  updateCounterpartyBankAccount,
} from '../../services/counterparties';
import { merchantRoutes, route } from '../endpoint-route';

/** Counterparties (docs/payments.md "Counterparties"), their bank accounts included. */
const counterpartiesRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { db } = scope.deps;
    route(scope, counterpartyEndpoints.list, ({ params, query }) =>
      listCounterparties(db, params.merchantId, query),
    );
    route(scope, counterpartyEndpoints.create, ({ params, body }) =>
      createCounterparty(db, params.merchantId, body),
    );
    route(scope, counterpartyEndpoints.get, ({ params }) =>
      getCounterparty(db, params.merchantId, params.counterpartyId),
    );
    route(scope, counterpartyEndpoints.update, ({ params, body }) =>
      updateCounterparty(db, params.merchantId, params.counterpartyId, body),
    );
    route(scope, counterpartyEndpoints.addBankAccount, ({ params, body }) =>
      addCounterpartyBankAccount(db, params.merchantId, params.counterpartyId, body),
    );
    route(scope, counterpartyEndpoints.updateBankAccount, ({ params, body }) =>
      updateCounterpartyBankAccount(
        db,
        params.merchantId,
        params.counterpartyId,
        params.bankAccountId,
        body,
      ),
    );
    route(scope, counterpartyEndpoints.removeBankAccount, ({ params }) =>
      removeCounterpartyBankAccount(
        db,
        params.merchantId,
        params.counterpartyId,
        params.bankAccountId,
      ),
    );
  });

export default counterpartiesRoutes;
