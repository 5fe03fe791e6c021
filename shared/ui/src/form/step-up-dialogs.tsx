import type { TextNamespace } from '@arara/i18n';
import { Button, Field, type FieldControlProps, Flex } from '@arara/ui/core';
import { Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useErrorText } from './form-errors';
import type { StepUp, StepUpChannel } from './use-step-up';
import { Input } from '@arara/ui/input';

/** The texts of the step-up dialogs, translated by the remote that shows them. */
export type StepUpTexts = {
  back: string;
  continue: string;
  passwordTitle: string;
  passwordLabel: string;
  codeTitle: string;
  codeLabel: string;
  /** The code dialog's submit button ("Send Pix", "Refund"). */
  codeSubmit: string;
  codeEmail: string;
  codeAuthenticator: string;
};

/** How a typed code is checked: its length and the error key of a malformed one. */
export type StepUpCodeRule = { length: number; formatError: string };

type StepUpModalProps = {
  open: boolean;
  title: string;
  /** The form's id: the footer's submit button is outside it. */
  formId: string;
  submitLabel: string;
  backLabel: string;
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
  errorNamespaces: TextNamespace[];
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
  backLabel,
  pending,
  locked = false,
  onClose,
  intro,
  fieldId,
  label,
  error,
  errorNamespaces,
  check,
  onSubmit,
  children,
}: StepUpModalProps) {
  const errorText = useErrorText(errorNamespaces);
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
            {backLabel}
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

type StepUpDialogsProps = {
  stepUp: StepUp;
  /** The request the code authorises is running. */
  pending: boolean;
  texts: StepUpTexts;
  code: StepUpCodeRule;
  /** Where the error keys (wrong password, wrong code) are looked up; `common` last. */
  errorNamespaces: TextNamespace[];
  /** The dialogs' form ids start with it (two flows on one page keep distinct ids). */
  idPrefix?: string;
};

/**
 * The step-up before money moves (a Pix, approving a held payment, a refund): the user's
 * password, then the 6-digit code of their authenticator or of the e-mail just sent, driven by
 * a `useStepUp`.
 */
export function StepUpDialogs({
  stepUp,
  pending,
  texts,
  code: rule,
  errorNamespaces,
  idPrefix = 'pix',
}: StepUpDialogsProps) {
  const pattern = new RegExp(`^\\d{${rule.length}}$`);
  return (
    <>
      <StepUpModal
        open={stepUp.dialog === 'password'}
        title={texts.passwordTitle}
        formId={`${idPrefix}-password`}
        submitLabel={texts.continue}
        backLabel={texts.back}
        pending={stepUp.isRequestingCode}
        onClose={stepUp.close}
        fieldId={`${idPrefix}-password-input`}
        label={texts.passwordLabel}
        error={stepUp.passwordError}
        errorNamespaces={errorNamespaces}
        check={(password) => (password === '' ? 'validation.required' : null)}
        onSubmit={(typed) => void stepUp.submitPassword(typed)}
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
      <StepUpModal
        open={stepUp.dialog === 'code'}
        title={texts.codeTitle}
        formId={`${idPrefix}-code`}
        submitLabel={texts.codeSubmit}
        backLabel={texts.back}
        pending={pending}
        locked={pending}
        onClose={stepUp.close}
        intro={<p>{channelText(stepUp.channel, texts)}</p>}
        fieldId={`${idPrefix}-code-input`}
        label={texts.codeLabel}
        error={stepUp.codeError}
        errorNamespaces={errorNamespaces}
        check={(typed) => (pattern.test(typed) ? null : rule.formatError)}
        onSubmit={stepUp.submitCode}
      >
        {(control, typed, change) => (
          <Input
            {...control}
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={rule.length}
            value={typed}
            onChange={(event) => change(event.target.value.trim())}
            style={{ maxWidth: 160 }}
          />
        )}
      </StepUpModal>
    </>
  );
}

const channelText = (channel: StepUpChannel | null, texts: StepUpTexts) =>
  channel === 'email' ? texts.codeEmail : texts.codeAuthenticator;
