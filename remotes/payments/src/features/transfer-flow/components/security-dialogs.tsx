import { PAYMENT_CODE_LENGTH, PAYMENT_MESSAGES, type TPixCodeChannel } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Field, Flex, Input } from '@arara/ui/core';
import { Modal } from '@arara/ui/form';
import { useState } from 'react';
import { usePaymentErrorText } from '../../../lib/errors';

type PasswordDialogProps = {
  open: boolean;
  /** An error key of the last attempt (wrong password). */
  error: string | null;
  pending: boolean;
  onSubmit: (password: string) => void;
  onClose: () => void;
};

/** Spec §5: the user's password before money goes out (a Pix, approving a held payment). */
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
    <Modal
      open={open}
      title={t('pix.password.title')}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setPassword('')}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('flow.actions.back')}</Button>
          <Button type="primary" htmlType="submit" form="pix-password" loading={pending}>
            {t('flow.actions.continue')}
          </Button>
        </Flex>
      }
    >
      <form
        id="pix-password"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
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
      </form>
    </Modal>
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

/** Spec §5/§9: the 6-digit code of the authenticator app or of the e-mail just sent. */
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
    <Modal
      open={open}
      title={t('pix.code.title')}
      onCancel={pending ? undefined : onClose}
      destroyOnHidden
      afterClose={() => setCode('')}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={pending}>
            {t('flow.actions.back')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            form="pix-code"
            loading={pending}
            disabled={pending}
          >
            {submitLabel ?? t('pix.code.submit')}
          </Button>
        </Flex>
      }
    >
      <form
        id="pix-code"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
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
      </form>
    </Modal>
  );
}
