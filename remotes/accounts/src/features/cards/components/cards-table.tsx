import { ApiError } from '@arara/api-client';
import type { TCard } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Alert, Button, Flex } from '@arara/ui/core';
import { moneyColumn, statusColumn } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { useState } from 'react';
import { useRevealCard } from '../api/reveal-card';
import { formatCardNumber, formatExpiry } from './card-number';
import { CARD_STATUS } from './card-statuses';

type CardsTableProps = {
  merchantId: string;
  cards: TCard[];
  /** The role may reveal numbers (`accounts.manage`); the API refuses the others anyway. */
  canReveal: boolean;
};

function revealErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'cardScreens.listing.revealFailed';
  if (error.status === 403) return 'cardScreens.listing.revealForbidden';
  if (error.status === 404) return 'cardErrors.notFound';
  return 'cardScreens.listing.revealFailed';
}

/** The merchant's cards, numbers masked, with the audited "show number" action. */
export function CardsTable({ merchantId, cards, canReveal }: CardsTableProps) {
  const { t } = useTranslation('accounts');
  // Revealed numbers live in this screen's state only: never in the query cache or the URL.
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const reveal = useRevealCard(merchantId, (revealed) => {
    const card = cards.find((candidate) => candidate.id === revealed.id);
    if (!card) return;
    setNumbers((shown) => ({ ...shown, [card.id]: formatCardNumber(revealed.number, card.brand) }));
  });

  const onHide = (cardId: string) => {
    setNumbers(({ [cardId]: _hidden, ...shown }) => shown);
    reveal.reset();
  };

  const columns: TableProps<TCard>['columns'] = [
    { key: 'holder', title: t('cardScreens.columns.holder'), dataIndex: 'holderName' },
    { key: 'name', title: t('cardScreens.columns.cardName'), dataIndex: 'name' },
    {
      key: 'brand',
      title: t('cardScreens.columns.brand'),
      render: (_, card) => t(`cardScreens.brands.${card.brand}`),
    },
    {
      key: 'validity',
      title: t('cardScreens.columns.validity'),
      render: (_, card) => formatExpiry(card.expiryMonth, card.expiryYear),
    },
    {
      key: 'number',
      title: t('cardScreens.columns.number'),
      render: (_, card) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {numbers[card.id] ?? card.maskedNumber}
        </span>
      ),
    },
    statusColumn(t('cardScreens.columns.status'), CARD_STATUS),
    moneyColumn('limit', t('cardScreens.columns.limit'), (card) => card.creditLimit),
  ];

  if (canReveal) {
    columns.push({
      key: 'actions',
      title: t('cardScreens.columns.actions'),
      render: (_, card) =>
        numbers[card.id] ? (
          <Button size="small" onClick={() => onHide(card.id)}>
            {t('cardScreens.listing.hide')}
          </Button>
        ) : (
          <Button
            size="small"
            loading={reveal.isPending && reveal.variables === card.id}
            onClick={() => reveal.mutate(card.id)}
          >
            {t('cardScreens.listing.reveal')}
          </Button>
        ),
    });
  }

  return (
    <Flex vertical gap={12}>
      {reveal.isError ? (
        <Alert type="error" showIcon title={textFor(t)(revealErrorKey(reveal.error))} />
      ) : null}
      <Table<TCard>
        rowKey="id"
        columns={columns}
        dataSource={cards}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('cardScreens.listing.empty') }}
      />
    </Flex>
  );
}
