import {
  CARD_EXPENSE_CATEGORIES,
  type TCardExpenses,
  type TCardExpensesQuery,
} from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { assertCardFilter, cardPeriod } from './card-filter';

/** Spending per category (the overview chart); declined purchases are not spending. */
export async function getCardExpenses(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  query: TCardExpensesQuery,
): Promise<TCardExpenses> {
  await assertCardFilter(deps, merchantId, query.cardId);
  const { from, to } = cardPeriod(query);
  const rows = await deps.repositories.cards.expensesByCategory(merchantId, {
    from,
    to,
    cardId: query.cardId,
  });
  const categories = CARD_EXPENSE_CATEGORIES.map((category) => {
    const row = rows.find((r) => r.category === category);
    return { category, amount: row?.amount ?? 0, count: row?.count ?? 0 };
  });
  return {
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
    total: categories.reduce((sum, c) => sum + c.amount, 0),
    categories,
  };
}
