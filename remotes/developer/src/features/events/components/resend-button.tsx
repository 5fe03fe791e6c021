import type { TWebhookEvent } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { useCurrentMerchant } from '@arara/session/me';
import { Button, toast } from '@arara/ui/core';
import { useResendEvent } from '../api/events';

/** Sends a sent or failed event again now, for who manages the developer tools. */
export function ResendButton({
  merchantId,
  event,
  size,
}: {
  merchantId: string;
  event: TWebhookEvent;
  size?: 'small';
}) {
  const { t } = useTranslation('developer');
  const { can } = useCurrentMerchant();
  const resend = useResendEvent(merchantId, event.id);
  if (!can('developer.manage') || event.status === 'pending') return null;
  return (
    <Button
      size={size}
      loading={resend.isPending}
      // The promise, not mutate's callbacks: a re-sent event reads pending, which hides this
      // button once the event is read again, and mutate's callbacks would not run.
      onClick={() =>
        void resend.mutateAsync({}).then(
          () => toast.success(t('events.resent')),
          () => toast.error(t('webhookEvents.errors.resendFailed')),
        )
      }
    >
      {t('events.resend')}
    </Button>
  );
}
