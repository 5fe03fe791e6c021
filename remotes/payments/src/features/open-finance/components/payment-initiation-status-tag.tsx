import type { TPaymentInitiationStatus } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Tag } from '@arara/ui/layout';

const COLORS: Record<TPaymentInitiationStatus, string> = {
  awaiting_authorisation: 'processing',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
  expired: 'warning',
};

export function PaymentInitiationStatusTag({ status }: { status: TPaymentInitiationStatus }) {
  const { t } = useTranslation('payments');
  return <Tag color={COLORS[status]}>{t(`openFinance.status.${status}`)}</Tag>;
}
