import { newIdempotencyKey } from '@arara/api-client';
import { useSandboxMode } from '@arara/api-client/query';
import type { TPaymentDocument } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { toast } from '@arara/ui/core';
import { ConfirmButton } from '@arara/ui/layout';
import { useNavigate } from 'react-router-dom';
import { documentPath } from '@/lib/document-lists';
import { useSandboxRefund } from '../api/refund';
import { refundableAmount } from './refund-drawer';

/**
 * Sandbox only: the payer's bank refunds a settled Pix the merchant sent (what a real bank does
 * after a MED), so the return path can be tried without another bank.
 */
export function SandboxRefundButton({
  merchantId,
  document,
}: {
  merchantId: string;
  document: TPaymentDocument;
}) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const isSandbox = useSandboxMode();
  const refund = useSandboxRefund(merchantId, document.id);
  const applies =
    document.kind === 'out' &&
    document.method === 'pix' &&
    document.status === 'approved' &&
    refundableAmount(document) > 0;
  if (!isSandbox || !applies) return null;
  return (
    <ConfirmButton
      label={t('sandboxRefund.button')}
      question={t('sandboxRefund.confirm')}
      cancelLabel={t('refund.cancel')}
      pending={refund.isPending}
      onConfirm={() =>
        refund.mutateAsync(newIdempotencyKey()).then(
          (created) => {
            toast.success(t('sandboxRefund.done'));
            navigate(documentPath(created));
          },
          () => toast.error(t('sandboxRefund.failed')),
        )
      }
    />
  );
}
