import type { TCard, TCardInvoice } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, StatusScreen } from '@arara/ui/core';
import { formatDate, Money, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { QueryView } from '@arara/ui/page';
import { useCardInvoices } from '../api/get-card-invoices';
import { CardSelect } from '../components/card-select';
import { CardsPage } from '../components/cards-page';
import { INVOICE_STATUS } from '../components/card-statuses';
import { useSearchParam } from '../components/use-search-param';

function InvoicesTable({ merchantId, cardId }: { merchantId: string; cardId: string }) {
  const { t, i18n } = useTranslation('accounts');
  const invoices = useCardInvoices(merchantId, cardId);
  const date = (iso: string) => formatDate(iso, i18n.language);
  const columns: TableProps<TCardInvoice>['columns'] = [
    {
      key: 'period',
      title: t('cardScreens.columns.period'),
      render: (_, invoice) =>
        t('cardScreens.extract.period', {
          from: date(invoice.openingDate),
          to: date(invoice.closingDate),
        }),
    },
    {
      key: 'due',
      title: t('cardScreens.columns.dueDate'),
      render: (_, invoice) => date(invoice.dueDate),
    },
    {
      key: 'amount',
      title: t('cardScreens.columns.amount'),
      align: 'right',
      render: (_, invoice) => <Money cents={invoice.amount} />,
    },
    {
      key: 'paid',
      title: t('cardScreens.columns.paid'),
      align: 'right',
      render: (_, invoice) => <Money cents={invoice.paidAmount} />,
    },
    {
      key: 'pending',
      title: t('cardScreens.columns.pending'),
      align: 'right',
      render: (_, invoice) => (
        <Money cents={invoice.pendingAmount} strong={invoice.pendingAmount > 0} />
      ),
    },
    {
      key: 'status',
      title: t('cardScreens.columns.status'),
      render: (_, invoice) => <StatusTag kind={INVOICE_STATUS} status={invoice.status} />,
    },
  ];
  return (
    <QueryView
      query={invoices}
      notFound={{
        title: t('cardErrors.notFound'),
        backTo: '/cards/extract',
        backLabel: t('cardScreens.extract.backToFirst'),
      }}
    >
      {({ items }) => (
        <Table<TCardInvoice>
          rowKey="id"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('cardScreens.extract.empty') }}
        />
      )}
    </QueryView>
  );
}

function CardInvoices({ merchantId, cards }: { merchantId: string; cards: TCard[] }) {
  const { t } = useTranslation('accounts');
  const [chosen, setChosen] = useSearchParam('card');
  if (cards.length === 0) {
    return <StatusScreen status="notFound" title={t('cardScreens.listing.empty')} />;
  }
  if (chosen !== undefined && !cards.some((card) => card.id === chosen)) {
    return (
      <StatusScreen
        status="notFound"
        title={t('cardErrors.notFound')}
        actions={
          <Button onClick={() => setChosen(undefined)}>
            {t('cardScreens.extract.backToFirst')}
          </Button>
        }
      />
    );
  }
  // Without a choice in the URL the first card is shown: the screen is never empty for nothing.
  const cardId = chosen ?? cards[0]?.id ?? '';
  return (
    <Flex vertical gap={16}>
      <CardSelect cards={cards} value={cardId} onChange={setChosen} />
      <InvoicesTable merchantId={merchantId} cardId={cardId} />
    </Flex>
  );
}

/** /cards/extract: the invoices of one card, newest first. */
export function CardsExtractPage() {
  return (
    <CardsPage screen="cardsExtract">
      {(merchantId, cards) => <CardInvoices merchantId={merchantId} cards={cards} />}
    </CardsPage>
  );
}
