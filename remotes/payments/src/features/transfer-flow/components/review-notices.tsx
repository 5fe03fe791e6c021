import { useCurrentMerchant } from '@arara/session/me';
import { useTranslation } from '@arara/i18n';
import { Alert } from '@arara/ui/core';
import { FailureAlert } from './failure-alert';

/** Above a review: the last send's failure, and why a role without money.move cannot send. */
export function ReviewNotices({ failure }: { failure: string | null }) {
  const { t } = useTranslation('payments');
  const { can } = useCurrentMerchant();
  return (
    <>
      <FailureAlert messageKey={failure} />
      {can('money.move') ? null : (
        <Alert type="info" showIcon title={t('flow.noPermission')} style={{ marginBottom: 16 }} />
      )}
    </>
  );
}
