import { ApiError, newIdempotencyKey } from '@arara/api-client';
import {
  DOCUMENT_MESSAGES,
  PAYMENT_CODE_LENGTH,
  PAYMENT_MESSAGES,
  REFUND_REASON_CODES,
  REFUND_REASONS,
  type TPaymentDocument,
  ZRefundRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Money } from '@arara/ui/data';
import {
  AmountField,
  applyApiFieldErrors,
  FailureMessage,
  FormDrawer,
  merchantRefusalKey,
  SelectField,
  StepUpDialogs,
  TextField,
  useErrorText,
  useStepUp,
} from '@arara/ui/form';
import { Paragraph, toast } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { documentPath } from '@/lib/document-lists';
import { REFUND_ERROR_NAMESPACES } from '@/lib/errors';
import { requestRefundCode, useRefund } from '../api/refund';

/** What is left to refund of a received Pix: its amount less the returns not failed. */
export const refundableAmount = (document: TPaymentDocument) =>
  Math.max(0, document.amount - document.refundedAmount);

/** A received, settled Pix with something left to refund (the API checks the 90 days). */
export const canRefund = (document: TPaymentDocument) =>
  document.kind === 'entry' &&
  document.method === 'pix' &&
  document.status === 'approved' &&
  refundableAmount(document) > 0;

/** The contract's request without the step-up, bounded by what is left (the API's own message). */
const refundForm = (left: number) =>
  z
    .object({
      amount: ZRefundRequest.shape.amount,
      reason: ZRefundRequest.shape.reason,
      description: ZRefundRequest.shape.description,
    })
    .check(
      z.refine((values) => values.amount <= left, {
        error: DOCUMENT_MESSAGES.refundTooHigh,
        path: ['amount'],
      }),
    );
type Values = z.input<ReturnType<typeof refundForm>>;
const FIELDS = ['amount', 'reason', 'description'] as const;

/**
 * Refund a received Pix (docs/documents-screens.md "Actions"): amount (what is left by default),
 * reason with its Pix code, description; then the password and the 6-digit code. A refusal keeps
 * what was typed and puts the API's field errors on the fields.
 */
export function RefundDrawer({
  merchantId,
  document,
  open,
  onClose,
}: {
  merchantId: string;
  document: TPaymentDocument;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const errorText = useErrorText(REFUND_ERROR_NAMESPACES);
  const left = refundableAmount(document);
  const form = useForm<Values>({
    resolver: zodResolver(refundForm(left)),
    defaultValues: { amount: left, reason: undefined, description: '' },
  });
  const refund = useRefund(merchantId, document.id);
  const [failure, setFailure] = useState<ReactNode>(null);
  // One key per confirmed refund: a retry of the same values is the same refund.
  const attempt = useRef<{ values: Values; key: string } | null>(null);

  const refused = (error: unknown) => {
    if (applyApiFieldErrors(error, form.setError, FIELDS)) return;
    const refusal = merchantRefusalKey(error);
    if (refusal) {
      setFailure(<FailureMessage messageKey={refusal} namespaces={REFUND_ERROR_NAMESPACES} />);
      return;
    }
    const key = error instanceof ApiError ? error.message : undefined;
    setFailure(errorText(key) ?? t('refund.failed'));
  };

  const stepUp = useStepUp({
    requestCode: () =>
      requestRefundCode(merchantId, document.id, attempt.current?.values.amount ?? left),
    onCodeError: refused,
    onConfirm: ({ password, code }) => {
      const current = attempt.current;
      if (!current) return;
      const { amount, reason, description } = current.values;
      refund
        .mutateAsync({
          body: { amount, reason, description: description || undefined, password, code },
          idempotencyKey: current.key,
        })
        .then(
          (created) => {
            stepUp.close();
            attempt.current = null;
            toast.success(t('refund.done'));
            onClose();
            navigate(documentPath(created));
          },
          (error: unknown) => {
            if (stepUp.askAgain(error)) return;
            attempt.current = { ...current, key: newIdempotencyKey() };
            refused(error);
          },
        );
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const same =
      attempt.current && JSON.stringify(attempt.current.values) === JSON.stringify(values);
    if (!same) attempt.current = { values, key: newIdempotencyKey() };
    stepUp.open();
  });

  return (
    <>
      <FormDrawer
        form={form}
        open={open}
        onClose={onClose}
        title={t('refund.title')}
        formId="refund"
        submitLabel={t('refund.continue')}
        cancelLabel={t('refund.cancel')}
        pending={refund.isPending || stepUp.isRequestingCode}
        failure={failure}
        errorNamespaces={REFUND_ERROR_NAMESPACES}
        intro={
          <Paragraph type="secondary">
            {t('refund.left')} <Money cents={left} strong />
          </Paragraph>
        }
        onSubmit={onSubmit}
      >
        <AmountField<Values> name="amount" label={t('refund.amount')} />
        <SelectField<Values>
          name="reason"
          label={t('refund.reason')}
          placeholder={t('refund.reasonPlaceholder')}
          options={REFUND_REASONS.map((reason) => ({
            value: reason,
            label: `${REFUND_REASON_CODES[reason]} · ${t(`refundReasons.${reason}`)}`,
          }))}
        />
        <TextField<Values> name="description" label={t('refund.description')} maxLength={140} />
      </FormDrawer>
      <StepUpDialogs
        stepUp={stepUp}
        pending={refund.isPending}
        idPrefix="refund"
        errorNamespaces={REFUND_ERROR_NAMESPACES}
        code={{ length: PAYMENT_CODE_LENGTH, formatError: PAYMENT_MESSAGES.codeFormat }}
        texts={{
          back: t('refund.stepUp.back'),
          continue: t('refund.stepUp.continue'),
          passwordTitle: t('refund.stepUp.passwordTitle'),
          passwordLabel: t('refund.stepUp.passwordLabel'),
          codeTitle: t('refund.stepUp.codeTitle'),
          codeLabel: t('refund.stepUp.codeLabel'),
          codeSubmit: t('refund.stepUp.submit'),
          codeEmail: t('refund.stepUp.email'),
          codeAuthenticator: t('refund.stepUp.authenticator'),
        }}
      />
    </>
  );
}
