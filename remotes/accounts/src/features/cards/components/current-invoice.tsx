import type { TCard, TCardInvoice } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Text } from '@arara/ui/core';
import { Descriptions, formatDate, moneyItem, StatusTag } from '@arara/ui/data';
import { QueryView } from '@arara/ui/page';
import { useCardInvoices } from '../api/get-card-invoices';
import { cardLabel } from './card-number';
import { INVOICE_STATUS } from './card-statuses';
import { Card } from '@arara/ui/card';

function InvoiceDetails({ invoice }: { invoice: TCardInvoice }) {
  const { t, i18n } = useTranslation('accounts');
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        moneyItem('amount', t('cardScreens.invoice.amount'), invoice.amount, { strong: true }),
        {
          key: 'opening',
          label: t('cardScreens.invoice.openingDate'),
          children: date(invoice.openingDate),
        },
        {
          key: 'closing',
          label: t('cardScreens.invoice.closingDate'),
          children: date(invoice.closingDate),
        },
        moneyItem('pending', t('cardScreens.invoice.pendingAmount'), invoice.pendingAmount),
        { key: 'due', label: t('cardScreens.invoice.dueDate'), children: date(invoice.dueDate) },
        {
          key: 'status',
          label: t('cardScreens.invoice.status'),
          children: <StatusTag kind={INVOICE_STATUS} status={invoice.status} />,
        },
      ]}
    />
  );
}

/** The open invoice of one card: what the next bill will be and when it is due. */
export function CurrentInvoice({ merchantId, card }: { merchantId: string; card: TCard }) {
  const { t } = useTranslation('accounts');
  const invoices = useCardInvoices(merchantId, card.id);
  return (
    <Card title={cardLabel(card)} size="small" style={{ flex: '1 1 300px', maxWidth: 480 }}>
      <QueryView query={invoices}>
        {({ current }) =>
          current ? (
            <InvoiceDetails invoice={current} />
          ) : (
            <Text type="secondary">{t('cardScreens.overview.noOpenInvoice')}</Text>
          )
        }
      </QueryView>
    </Card>
  );
}
