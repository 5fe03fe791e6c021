import type { TCard } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Panel, StatusScreen } from '@arara/ui/core';
import { PeriodFilter, type PeriodValue, parsePeriodParams, toPeriodParams } from '@arara/ui/data';
import { useSearchParams } from 'react-router-dom';
import { QueryView } from '@arara/ui/page';
import { useCardExpenses } from '../api/get-card-expenses';
import { toPeriodQuery } from '../api/to-period-query';
import { CardSelect } from '../components/card-select';
import { CardsPage } from '../components/cards-page';
import { CurrentInvoice } from '../components/current-invoice';
import { ExpensesChart } from '../components/expenses-chart';
import { useCardErrorText } from '../components/use-card-error-text';
import { useSearchParam } from '../components/use-search-param';

/** The open invoice covers this month: the chart starts on the same days. */
const DEFAULT_PERIOD: PeriodValue = { period: 'currentMonth' };

function Expenses({ merchantId, cardId }: { merchantId: string; cardId: string | undefined }) {
  const { t } = useTranslation('accounts');
  const errorText = useCardErrorText();
  const [params, setParams] = useSearchParams();
  const period = parsePeriodParams(params, DEFAULT_PERIOD);
  const expenses = useCardExpenses(merchantId, {
    ...(cardId ? { cardId } : {}),
    ...toPeriodQuery(period),
  });
  return (
    <Panel title={t('cardScreens.overview.expenses')}>
      <Flex vertical gap={16}>
        <PeriodFilter value={period} onChange={(next) => setParams(toPeriodParams(next, params))} />
        <QueryView query={expenses} errorTitle={errorText(expenses.error)}>
          {(data) => <ExpensesChart expenses={data} />}
        </QueryView>
      </Flex>
    </Panel>
  );
}

function Overview({ merchantId, cards }: { merchantId: string; cards: TCard[] }) {
  const { t } = useTranslation('accounts');
  const [cardId, setCardId] = useSearchParam('card');
  const shown = cardId === undefined ? cards : cards.filter((card) => card.id === cardId);
  if (cardId !== undefined && shown.length === 0) {
    return (
      <StatusScreen
        status="notFound"
        title={t('cardErrors.notFound')}
        actions={
          <Button onClick={() => setCardId(undefined)}>{t('cardScreens.filters.allCards')}</Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <CardSelect cards={cards} value={cardId} onChange={setCardId} allowAll />
      <Panel title={t('cardScreens.overview.currentInvoice')}>
        {shown.length === 0 ? (
          t('cardScreens.listing.empty')
        ) : (
          <Flex gap={16} wrap>
            {shown.map((card) => (
              <CurrentInvoice key={card.id} merchantId={merchantId} card={card} />
            ))}
          </Flex>
        )}
      </Panel>
      <Expenses merchantId={merchantId} cardId={cardId} />
    </Flex>
  );
}

/** /cards/overview: the open invoice of each card (or one) and where the money went. */
export function CardsOverviewPage() {
  return (
    <CardsPage screen="cardsOverview">
      {(merchantId, cards) => <Overview merchantId={merchantId} cards={cards} />}
    </CardsPage>
  );
}
