import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assertAmountWithinLimit, type MoneyRules } from '../lib/money-rules';

declare module 'fastify' {
  interface FastifyInstance {
    /** The largest amount of one transaction and the sandbox mode, as configured. */
    moneyRules: MoneyRules;
    /**
     * preHandler of every money-moving route (after the permission check): a body `amount`
     * above MAX_TRANSACTION_AMOUNT_CENTS is refused, 400 `fields.amount`, before anything runs.
     */
    limitAmount: (request: FastifyRequest) => Promise<void>;
  }
}

export default fp<MoneyRules>(
  async (app, rules) => {
    app.decorate('moneyRules', rules);
    app.decorate('limitAmount', async (request: FastifyRequest) => {
      const body = request.body as { amount?: unknown } | null | undefined;
      if (typeof body?.amount === 'number') {
        assertAmountWithinLimit(body.amount, rules.maxTransactionAmount);
      }
    });
  },
  { name: 'money-rules' },
);
