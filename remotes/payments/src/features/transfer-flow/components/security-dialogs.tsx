import { PAYMENT_CODE_LENGTH, PAYMENT_MESSAGES, type TPixCodeChannel } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Field, Flex, Input } from '@arara/ui/core';
import { Modal } from '@arara/ui/form';
import { type ReactNode, useState } from 'react';
import { usePaymentErrorText } from '../../../lib/errors';

type StepUpModalProps = {
  open: boolean;
  title: string;
  /** The form's id: the footer's submit button is outside it. */
  formId: string;
  submitLabel: string;
  pending: boolean;
  /** The request is running and must not be left: no closing, no second submit. */
  locked?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** Forget what was typed once the dialog has closed. */
  afterClose: () => void;
  children: ReactNode;
};

/** A step-up dialog: one small form, Back and its submit button. */
function StepUpModal({
  open,
  title,
  formId,
  submitLabel,
  pending,
  locked = false,
  onSubmit,
  onClose,
  afterClose,
  children,
}: StepUpModalProps) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={locked ? undefined : onClose}
      destroyOnHidden
      afterClose={afterClose}
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
          onSubmit();
        }}
      >
        {children}
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
  const errorText = usePaymentErrorText();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (password === '') {
      setMissing(true);
      return;
    }
    onSubmit(password);
  };
  return (
    <StepUpModal
      open={open}
      title={t('pix.password.title')}
      formId="pix-password"
      submitLabel={t('flow.actions.continue')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
      afterClose={() => setPassword('')}
    >
      <Field
        id="pix-password-input"
        label={t('pix.password.label')}
        error={missing ? errorText('validation.required') : errorText(error ?? undefined)}
      >
        {(control) => (
          <Input.Password
            {...control}
            autoFocus
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setMissing(false);
              setPassword(event.target.value);
            }}
          />
        )}
      </Field>
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
  const errorText = usePaymentErrorText();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
    if (pending) return;
    if (!new RegExp(`^\\d{${PAYMENT_CODE_LENGTH}}$`).test(code)) {
      setInvalid(true);
      return;
    }
    onSubmit(code);
  };
  return (
    <StepUpModal
      open={open}
      title={t('pix.code.title')}
      formId="pix-code"
      submitLabel={submitLabel ?? t('pix.code.submit')}
      pending={pending}
      locked={pending}
      onSubmit={submit}
      onClose={onClose}
      afterClose={() => setCode('')}
    >
      <p>{t(channel === 'email' ? 'pix.code.email' : 'pix.code.authenticator')}</p>
      <Field
        id="pix-code-input"
        label={t('pix.code.label')}
        error={invalid ? errorText(PAYMENT_MESSAGES.codeFormat) : errorText(error ?? undefined)}
      >
        {(control) => (
          <Input
            {...control}
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PAYMENT_CODE_LENGTH}
            value={code}
            onChange={(event) => {
              setInvalid(false);
              setCode(event.target.value.trim());
            }}
            style={{ maxWidth: 160 }}
          />
        )}
      </Field>
    </StepUpModal>
  );
}
