import type { TCounterpartyStatus } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Tag } from '@arara/ui/layout';

export function CounterpartyStatusTag({ status }: { status: TCounterpartyStatus }) {
  const { t } = useTranslation('payments');
  return (
    <Tag color={status === 'active' ? 'success' : 'default'}>
      {t(`counterparties.statuses.${status}`)}
    </Tag>
  );
}
