import type { TBalanceSummary } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Descriptions, Money } from '@arara/ui/data';

const ROWS = [
  ['deposits', 'deposit'],
  ['transfersIn', 'transfer_in'],
  ['refunds', 'refund'],
  ['withdrawals', 'withdrawal'],
  ['transfersOut', 'transfer_out'],
  ['fees', 'fee'],
] as const;

/** Balance summary (docs/requirements/accounts-and-statement.md "Balance summary"): what came in and went out over the period, per movement type. */
export function PeriodSummary({ summary }: { summary: TBalanceSummary }) {
  const { t } = useTranslation('accounts');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={ROWS.map(([field, type]) => ({
        key: field,
        label: t(`movementTypes.${type}`),
        children: <Money cents={summary[field]} />,
      }))}
    />
  );
}
