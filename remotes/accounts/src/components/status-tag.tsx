import type { TBankAccountStatus, TVirtualAccountStatus } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Tag } from '@arara/ui/layout';

const COLORS: Record<TBankAccountStatus | TVirtualAccountStatus, string> = {
  active: 'green',
  pending: 'gold',
  inactive: 'default',
  blocked: 'red',
};

/** An account's status (bank or virtual account), translated. */
export function AccountStatusTag({
  status,
}: {
  status: TBankAccountStatus | TVirtualAccountStatus;
}) {
  const { t } = useTranslation('accounts');
  return <Tag color={COLORS[status]}>{t(`statuses.${status}`)}</Tag>;
}
