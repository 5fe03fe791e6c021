import {
  CARD_EXPENSE_CATEGORIES,
  type TCardExpenseCategory,
  type TCardTransaction,
  ZCardExpenseCategory,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Text } from '@arara/ui/core';
import {
  DEFAULT_TIME_ZONE,
  formatDateTime,
  Money,
  parsePeriodParams,
  PeriodFilter,
  StatusTag,
  toPeriodParams,
  type PeriodValue,
} from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { QueryView } from '@arara/ui/page';

import {
  type CardTransactionFilters,
  cardTransactionsKey,
  useCardTransactions,
} from '../api/get-card-transactions';
import { useCards } from '../api/get-cards';
import { toPeriodQuery } from '../api/to-period-query';
import { cardLabel } from '../components/card-number';
import { CardSelect } from '../components/card-select';
import { CardsFrame } from '../components/cards-page';
import { TRANSACTION_STATUS } from '../components/card-statuses';
import { useCardErrorText } from '../components/use-card-error-text';
import { useSearchParam } from '../components/use-search-param';
import { Select } from '@arara/ui/input';

const DEFAULT_PERIOD: PeriodValue = { period: 'last30' };
const ALL = '';
const ZCardId = z.uuid();

/** A hand-edited URL must not turn into a 400: unknown values mean "no filter". */
function readCategory(value: string | undefined): TCardExpenseCategory | undefined {
  const parsed = z.safeParse(ZCardExpenseCategory, value);
  return parsed.success ? parsed.data : undefined;
}

function readCardId(value: string | undefined): string | undefined {
  return z.safeParse(ZCardId, value).success ? value : undefined;
}

function CategorySelect({
  value,
  onChange,
}: {
  value: TCardExpenseCategory | undefined;
  onChange: (category: TCardExpenseCategory | undefined) => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Select<string>
      aria-label={t('cardScreens.filters.category')}
      value={value ?? ALL}
      onChange={(next) => onChange(readCategory(next))}
      options={[
        { value: ALL, label: t('cardScreens.filters.allCategories') },
        ...CARD_EXPENSE_CATEGORIES.map((category) => ({
          value: category,
          label: t(`cardScreens.categories.${category}`),
        })),
      ]}
      style={{ minWidth: 180 }}
    />
  );
}

function DeclinedAmount({ cents }: { cents: number }) {
  const { t } = useTranslation('accounts');
  return (
    <del title={t('cardScreens.transactions.notCharged')}>
      <Text type="secondary">
        <Money cents={cents} />
      </Text>
    </del>
  );
}

function Transactions({ merchantId }: { merchantId: string }) {
  const { t, i18n } = useTranslation('accounts');
  const errorText = useCardErrorText();
  const [params, setParams] = useSearchParams();
  const [cardParam, setCardParam] = useSearchParam('card');
  const [categoryParam, setCategoryParam] = useSearchParam('category');
  const period = parsePeriodParams(params, DEFAULT_PERIOD);
  const cardId = readCardId(cardParam);
  const category = readCategory(categoryParam);
  const cards = useCards(merchantId);
  const filters: CardTransactionFilters = {
    ...(cardId ? { cardId } : {}),
    ...(category ? { category } : {}),
    ...toPeriodQuery(period),
  };
  const transactions = useCardTransactions(merchantId, filters);
  const queryClient = useQueryClient();
  // A cursor the API no longer accepts cannot be retried: drop the pages and start over.
  const onStartAgain = () =>
    void queryClient.resetQueries({ queryKey: cardTransactionsKey(merchantId, filters) });

  const columns: TableProps<TCardTransaction>['columns'] = [
    {
      key: 'date',
      title: t('cardScreens.columns.date'),
      render: (_, purchase) =>
        formatDateTime(purchase.occurredAt, i18n.language, DEFAULT_TIME_ZONE),
    },
    { key: 'shop', title: t('cardScreens.columns.shop'), dataIndex: 'merchantName' },
    {
      key: 'category',
      title: t('cardScreens.columns.category'),
      render: (_, purchase) => t(`cardScreens.categories.${purchase.category}`),
    },
    {
      key: 'card',
      title: t('cardScreens.columns.card'),
      render: (_, purchase) => cardLabel({ name: purchase.cardName, last4: purchase.cardLast4 }),
    },
    {
      key: 'amount',
      title: t('cardScreens.columns.amount'),
      align: 'right',
      render: (_, purchase) =>
        purchase.status === 'declined' ? (
          <DeclinedAmount cents={purchase.amount} />
        ) : (
          <Money cents={purchase.amount} />
        ),
    },
    {
      key: 'status',
      title: t('cardScreens.columns.status'),
      render: (_, purchase) => <StatusTag kind={TRANSACTION_STATUS} status={purchase.status} />,
    },
  ];

  const table = (rows: TCardTransaction[]) => (
    <Flex vertical gap={12}>
      <Table<TCardTransaction>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('cardScreens.transactions.empty') }}
      />
      {transactions.isFetchNextPageError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(transactions.error) ?? t('cardScreens.transactions.loadMoreFailed')}
          action={
            <Button size="small" onClick={onStartAgain}>
              {t('cardScreens.transactions.startAgain')}
            </Button>
          }
        />
      ) : null}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Text type="secondary">{t('cardScreens.transactions.shown', { count: rows.length })}</Text>
        {transactions.hasNextPage ? (
          <Button
            loading={transactions.isFetchingNextPage}
            onClick={() => void transactions.fetchNextPage()}
          >
            {t('cardScreens.transactions.loadMore')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap>
        <CardSelect
          cards={cards.data?.items ?? []}
          value={cardId}
          onChange={setCardParam}
          allowAll
        />
        <CategorySelect value={category} onChange={setCategoryParam} />
        <PeriodFilter value={period} onChange={(next) => setParams(toPeriodParams(next, params))} />
      </Flex>
      {/* Rows already shown stay when only the next page failed; QueryView covers the rest. */}
      {transactions.data && transactions.isFetchNextPageError ? (
        table(transactions.data.pages.flatMap((page) => page.items))
      ) : (
        <QueryView
          query={transactions}
          errorTitle={errorText(transactions.error)}
          notFound={{
            title: t('cardErrors.notFound'),
            backTo: '/cards/transactions',
            backLabel: t('cardScreens.filters.allCards'),
          }}
        >
          {(data) => table(data.pages.flatMap((page) => page.items))}
        </QueryView>
      )}
    </Flex>
  );
}

/** /cards/transactions: every purchase, newest first, by card, category and period. */
export function CardsTransactionsPage() {
  return (
    <CardsFrame screen="cardsTransactions">
      {(merchantId) => <Transactions merchantId={merchantId} />}
    </CardsFrame>
  );
}
