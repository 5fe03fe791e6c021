import { ApiError } from '@arara/api-client';
import type { TPaymentApproval } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import { Popconfirm } from '@arara/ui/layout';
import { FailureMessage, merchantRefusalKey } from '@arara/ui/form';
import { PAYMENT_ERROR_NAMESPACES, usePaymentErrorText } from '@/lib/errors';
import { StepUpDialogs, useStepUp } from '../../transfer-flow';
import { useDecideApproval, useRequestApprovalCode } from '../api/approvals';

/**
 * Approve (confirm → password → 6-digit code, like sending a Pix: the last approval moves the
 * money) or reject (confirm) one held payment.
 */
export function ApprovalDecisions({
  approval,
  merchantId,
}: {
  approval: TPaymentApproval;
  merchantId: string;
}) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const decide = useDecideApproval(merchantId);
  const codeRequest = useRequestApprovalCode(merchantId);
  /** Why the API refused, as a toast (the dialogs close). */
  const refused = (error: unknown) => {
    stepUp.close();
    const fields = error instanceof ApiError ? error.fields : {};
    const merchant = fields.approval ? undefined : merchantRefusalKey(error);
    // A merchant refusal (KYC not approved: with its link to the onboarding) by the shared piece.
    if (merchant)
      toast.error(<FailureMessage messageKey={merchant} namespaces={PAYMENT_ERROR_NAMESPACES} />);
    else toast.error(errorText(fields.approval) ?? t('errors.failed'));
  };
  const done = (result: TPaymentApproval) => {
    stepUp.close();
    toast.success(t(`approvals.done.${result.status}`));
  };
  const stepUp = useStepUp({
    requestCode: () => codeRequest.mutateAsync(approval.id),
    onCodeError: refused,
    onConfirm: (credentials) =>
      decide.mutate(
        { approvalId: approval.id, decision: 'approve', stepUp: credentials },
        {
          onSuccess: done,
          onError: (error) => {
            if (!stepUp.askAgain(error)) refused(error);
          },
        },
      ),
  });
  const reject = () =>
    decide.mutate(
      { approvalId: approval.id, decision: 'reject' },
      { onSuccess: done, onError: refused },
    );
  return (
    <Flex gap={8} wrap>
      <Popconfirm
        title={t('approvals.confirmApprove')}
        okText={t('approvals.approve')}
        cancelText={t('flow.actions.back')}
        onConfirm={stepUp.open}
      >
        <Button type="primary" size="small" loading={decide.isPending}>
          {t('approvals.approve')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('approvals.confirmReject')}
        okText={t('approvals.reject')}
        cancelText={t('flow.actions.back')}
        onConfirm={reject}
      >
        <Button danger size="small" disabled={decide.isPending}>
          {t('approvals.reject')}
        </Button>
      </Popconfirm>
      <StepUpDialogs
        stepUp={stepUp}
        pending={decide.isPending}
        submitLabel={t('approvals.approve')}
      />
    </Flex>
  );
}
