import { useTranslation } from '@arara/i18n';
import { Alert, Text } from '@arara/ui/core';
import { Descriptions, Money, moneyItem } from '@arara/ui/data';

/** What a fee quote answers (a withdrawal's, a Pix out's, a transfer's): the same shape. */
export type FeeQuoteData = {
  fee: number;
  total: number;
  rule: { description: string | null } | null;
};

type FeeQuoteProps = {
  quote: FeeQuoteData | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The section's accessible name (the withdrawal's own by default). */
  title?: string;
};

/**
 * The bank account fee that applies and what leaves the account, shown while the amount is
 * typed (docs/back-office.md "Fees"): withdrawals and transfers between accounts.
 */
export function FeeQuote({ quote, isLoading, isError, title }: FeeQuoteProps) {
  const { t } = useTranslation('payments');
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('withdrawal.fee.loadError')}
        style={{ marginBottom: 16 }}
      />
    );
  }
  if (!quote) {
    return isLoading ? <Text type="secondary">{t('withdrawal.fee.loading')}</Text> : null;
  }
  return (
    <section aria-label={title ?? t('withdrawal.fee.title')} aria-live="polite">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'fee',
            label: t('withdrawal.fields.fee'),
            children:
              quote.fee === 0 ? (
                t('withdrawal.fee.none')
              ) : (
                <>
                  <Money cents={quote.fee} />
                  {quote.rule?.description ? (
                    <Text type="secondary"> · {quote.rule.description}</Text>
                  ) : null}
                </>
              ),
          },
          moneyItem('total', t('withdrawal.fields.total'), quote.total, { strong: true }),
        ]}
        style={{ marginBottom: 16 }}
      />
    </section>
  );
}
