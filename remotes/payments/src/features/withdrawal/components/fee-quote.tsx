import type { TWithdrawalQuote } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Text } from '@arara/ui/core';
import { Descriptions, Money, moneyItem } from '@arara/ui/data';

type FeeQuoteProps = {
  quote: TWithdrawalQuote | undefined;
  isLoading: boolean;
  isError: boolean;
};

/** The fee that applies and what leaves the account, shown while the amount is typed. */
export function FeeQuote({ quote, isLoading, isError }: FeeQuoteProps) {
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
    <section aria-label={t('withdrawal.fee.title')} aria-live="polite">
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
