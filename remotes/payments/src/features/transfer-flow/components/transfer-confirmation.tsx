import type { TPaymentDocument } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, StatusScreen } from '@arara/ui/core';
import { formatDateTime, Money } from '@arara/ui/data';
import { Link } from 'react-router-dom';
import { ReviewCard, type ReviewItem } from './review-card';

type TransferConfirmationProps = {
  document: TPaymentDocument;
  /** Who received: the Pix receiver's name or the destination account's label. */
  receiver: string;
  /** The public page of a Pix (`/pix/{document id}`). */
  publicPagePath?: string;
  onNewTransfer: () => void;
  /** The heading when it went through (default: "Transfer sent"). */
  title?: string;
  /** More lines after the amount (a withdrawal's fee and total). */
  extraItems?: ReviewItem[];
};

/** The transfer went out: amount, receiver, end-to-end id, status and date. */
export function TransferConfirmation({
  document,
  receiver,
  publicPagePath,
  onNewTransfer,
  title,
  extraItems = [],
}: TransferConfirmationProps) {
  const { t, i18n } = useTranslation('payments');
  const isFailed = ['failed', 'declined', 'cancelled'].includes(document.status);
  // On its way to another institution: the money is held until the network settles it
  // (docs/payments.md "Settlement"); its page follows it to completed or failed.
  const isProcessing =
    document.status === 'pending' && document.stages.some((stage) => stage.status === 'processing');
  // Held by an approval rule: the money is reserved and moves when it is approved.
  const isHeld = document.status === 'pending' && !isProcessing;
  return (
    <>
      <StatusScreen
        status={isFailed ? 'error' : isHeld ? 'warning' : isProcessing ? 'info' : 'success'}
        title={
          isFailed
            ? t('flow.confirmation.failedTitle')
            : isHeld
              ? t('approvals.held.title')
              : isProcessing
                ? t('flow.confirmation.processingTitle')
                : (title ?? t('flow.confirmation.title'))
        }
        message={
          isHeld
            ? t('approvals.held.message')
            : isProcessing
              ? t('flow.confirmation.processingMessage')
              : undefined
        }
        actions={
          <>
            {isHeld ? (
              <Link to="/approvals">
                <Button>{t('approvals.held.open')}</Button>
              </Link>
            ) : null}
            {isProcessing ? (
              <Link to={`/documents/out/${document.id}`}>
                <Button>{t('flow.confirmation.openDocument')}</Button>
              </Link>
            ) : null}
            {publicPagePath && !isHeld ? (
              <Link to={publicPagePath}>
                <Button>{t('flow.confirmation.publicPage')}</Button>
              </Link>
            ) : null}
            <Button type="primary" onClick={onNewTransfer}>
              {t('flow.actions.newTransfer')}
            </Button>
          </>
        }
      />
      <ReviewCard
        title={t('flow.confirmation.details')}
        items={[
          {
            key: 'amount',
            label: t('flow.fields.amount'),
            value: <Money cents={document.amount} strong />,
          },
          ...extraItems,
          { key: 'receiver', label: t('flow.fields.receiver'), value: receiver },
          {
            key: 'endToEndId',
            label: t('flow.fields.endToEndId'),
            value: document.endToEndId ?? '—',
          },
          { key: 'status', label: t('flow.fields.status'), value: t(`status.${document.status}`) },
          {
            key: 'date',
            label: t('flow.fields.date'),
            value: formatDateTime(document.createdAt, i18n.language),
          },
        ]}
      />
    </>
  );
}
