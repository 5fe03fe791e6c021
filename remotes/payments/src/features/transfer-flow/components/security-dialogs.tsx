import { PAYMENT_CODE_LENGTH, PAYMENT_MESSAGES, type TPixCodeChannel } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Field, type FieldControlProps, Flex, Input } from '@arara/ui/core';
import { Modal } from '@arara/ui/form';
import { type ReactNode, useState } from 'react';
import { usePaymentErrorText } from '@/lib/errors';

type StepUpModalProps = {
  open: boolean;
  title: string;
  /** The form's id: the footer's submit button is outside it. */
  formId: string;
  submitLabel: string;
  pending: boolean;
  /** The request is running and must not be left: no closing, no second submit. */
  locked?: boolean;
  onClose: () => void;
  /** Above the field. */
  intro?: ReactNode;
  fieldId: string;
  label: string;
  /** An error key of the last attempt (wrong password or code). */
  error: string | null;
  /** Why what is typed cannot be sent (an error key), or null. */
  check: (value: string) => string | null;
  onSubmit: (value: string) => void;
  /** The input: typing calls `change`, which also clears the check's error. */
  children: (
    control: FieldControlProps,
    value: string,
    change: (value: string) => void,
  ) => ReactNode;
};

/** A step-up dialog: one secret typed and checked, Back and its submit button. */
function StepUpModal({
  open,
  title,
  formId,
  submitLabel,
  pending,
  locked = false,
  onClose,
  intro,
  fieldId,
  label,
  error,
  check,
  onSubmit,
  children,
}: StepUpModalProps) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (locked) return;
    const found = check(value);
    if (found) setProblem(found);
    else onSubmit(value);
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={locked ? undefined : onClose}
      destroyOnHidden
      afterClose={() => setValue('')}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={locked}>
            {t('flow.actions.back')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            form={formId}
            loading={pending}
            disabled={locked}
          >
            {submitLabel}
          </Button>
        </Flex>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {intro}
        <Field id={fieldId} label={label} error={errorText((problem ?? error) || undefined)}>
          {(control) =>
            children(control, value, (next) => {
              setProblem(null);
              setValue(next);
            })
          }
        </Field>
      </form>
    </Modal>
  );
}

type PasswordDialogProps = {
  open: boolean;
  /** An error key of the last attempt (wrong password). */
  error: string | null;
  pending: boolean;
  onSubmit: (password: string) => void;
  onClose: () => void;
};

/** The user's password before money goes out (a Pix, approving a held payment). */
export function PasswordDialog({ open, error, pending, onSubmit, onClose }: PasswordDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <StepUpModal
      open={open}
      title={t('pix.password.title')}
      formId="pix-password"
      submitLabel={t('flow.actions.continue')}
      pending={pending}
      onClose={onClose}
      fieldId="pix-password-input"
      label={t('pix.password.label')}
      error={error}
      check={(password) => (password === '' ? 'validation.required' : null)}
      onSubmit={onSubmit}
    >
      {(control, password, change) => (
        <Input.Password
          {...control}
          autoFocus
          autoComplete="current-password"
          value={password}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </StepUpModal>
  );
}

type CodeDialogProps = {
  open: boolean;
  channel: TPixCodeChannel['channel'] | null;
  error: string | null;
  pending: boolean;
  /** The submit button's text; "Send Pix" unless told otherwise. */
  submitLabel?: string;
  onSubmit: (code: string) => void;
  onClose: () => void;
};

const CODE_PATTERN = new RegExp(`^\\d{${PAYMENT_CODE_LENGTH}}$`);

/**
 * The 6-digit code of the authenticator app or of the e-mail just sent (docs/payments.md
 * "The Pix money path").
 */
export function CodeDialog({
  open,
  channel,
  error,
  pending,
  submitLabel,
  onSubmit,
  onClose,
}: CodeDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <StepUpModal
      open={open}
      title={t('pix.code.title')}
      formId="pix-code"
      submitLabel={submitLabel ?? t('pix.code.submit')}
      pending={pending}
      locked={pending}
      onClose={onClose}
      intro={<p>{t(channel === 'email' ? 'pix.code.email' : 'pix.code.authenticator')}</p>}
      fieldId="pix-code-input"
      label={t('pix.code.label')}
      error={error}
      check={(code) => (CODE_PATTERN.test(code) ? null : PAYMENT_MESSAGES.codeFormat)}
      onSubmit={onSubmit}
    >
      {(control, code, change) => (
        <Input
          {...control}
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PAYMENT_CODE_LENGTH}
          value={code}
          onChange={(event) => change(event.target.value.trim())}
          style={{ maxWidth: 160 }}
        />
      )}
    </StepUpModal>
  );
}
