import type { TCardInvoiceStatus, TCardStatus, TCardTransactionStatus } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Tag } from '@arara/ui/layout';

// antd preset names (not colour values): the theme resolves them for light and dark mode.
function cardStatusColor(status: TCardStatus): string {
  switch (status) {
    case 'active':
      return 'green';
    case 'blocked':
      return 'orange';
    case 'cancelled':
      return 'default';
  }
}

function invoiceStatusColor(status: TCardInvoiceStatus): string {
  switch (status) {
    case 'open':
      return 'blue';
    case 'closed':
      return 'gold';
    case 'paid':
      return 'green';
    case 'pending':
      return 'red';
  }
}

function transactionStatusColor(status: TCardTransactionStatus): string {
  switch (status) {
    case 'approved':
      return 'green';
    case 'pending':
      return 'gold';
    case 'declined':
      return 'red';
  }
}

export function CardStatusTag({ status }: { status: TCardStatus }) {
  const { t } = useTranslation('accounts');
  return <Tag color={cardStatusColor(status)}>{t(`cardScreens.cardStatus.${status}`)}</Tag>;
}

export function InvoiceStatusTag({ status }: { status: TCardInvoiceStatus }) {
  const { t } = useTranslation('accounts');
  return <Tag color={invoiceStatusColor(status)}>{t(`cardScreens.invoiceStatus.${status}`)}</Tag>;
}

export function TransactionStatusTag({ status }: { status: TCardTransactionStatus }) {
  const { t } = useTranslation('accounts');
  return (
    <Tag color={transactionStatusColor(status)}>{t(`cardScreens.transactionStatus.${status}`)}</Tag>
  );
}
