import { ApiError } from '@arara/api-client';
import {
  adminSignInWithTwoFactor,
  enableAdminTwoFactor,
  keepAdminSession,
  startAdminTwoFactorSetup,
} from '@arara/session/back-office';
import type { TAdminTwoFactorEnableResponse, TTwoFactorSetupResponse } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Paragraph, Text } from '@arara/ui/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Input } from '@arara/ui/input';

const SIX_DIGITS = /^\d{6}$/;

/** The i18n key of what went wrong with a code, or null. */
function codeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_TWO_FACTOR_CODE') return 'login.twoFactor.invalidCode';
    if (error.code === 'INVALID_TOKEN') return 'login.twoFactor.expired';
    if (error.code === 'RATE_LIMITED') return 'login.twoFactor.rateLimited';
  }
  return 'login.twoFactor.error';
}

type CodeFormProps = {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
};

/** One 6-digit code of the authenticator app. */
function CodeForm({ label, submitLabel, onSubmit }: CodeFormProps) {
  const { t } = useTranslation('admin');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!SIX_DIGITS.test(trimmed)) {
      setError('login.twoFactor.codeDigits');
      return;
    }
    setPending(true);
    setError(null);
    onSubmit(trimmed).catch((failure: unknown) => {
      setError(codeFailure(failure));
      setPending(false);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field id="admin-two-factor-code" label={label} error={error ? textFor(t)(error) : undefined}>
        {(controlProps) => (
          <Input
            {...controlProps}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="large"
          />
        )}
      </Field>
      <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** After the password: a code of the admin's authenticator app opens the back office. */
export function AdminTwoFactorStep({ challengeToken }: { challengeToken: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Paragraph>{t('login.twoFactor.message')}</Paragraph>
      <CodeForm
        label={t('login.twoFactor.code')}
        submitLabel={t('login.twoFactor.submit')}
        onSubmit={(code) => adminSignInWithTwoFactor({ challengeToken, code })}
      />
    </>
  );
}

/**
 * An admin without two-factor: the back office stays closed until they set it up. The secret
 * to type into the app, a code of it, then the recovery codes (once) before going in.
 */
export function AdminTwoFactorEnrollment({ setupToken }: { setupToken: string }) {
  const { t } = useTranslation('admin');
  const [setup, setSetup] = useState<TTwoFactorSetupResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [enabled, setEnabled] = useState<TAdminTwoFactorEnableResponse | null>(null);

  useEffect(() => {
    let isCurrent = true;
    startAdminTwoFactorSetup(setupToken).then(
      (result) => isCurrent && setSetup(result),
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [setupToken]);

  if (failed) {
    return <Alert type="error" showIcon title={t('login.twoFactor.expired')} />;
  }
  if (enabled) {
    return (
      <>
        <Paragraph>{t('login.setup.recoveryCodes')}</Paragraph>
        <ul aria-label={t('login.setup.recoveryCodesLabel')}>
          {enabled.recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ul>
        <Button type="primary" block size="large" onClick={() => keepAdminSession(enabled.session)}>
          {t('login.setup.continue')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Alert type="info" showIcon title={t('login.setup.required')} style={{ marginBottom: 16 }} />
      <Paragraph>{t('login.setup.instructions')}</Paragraph>
      {setup ? (
        <>
          <Paragraph>
            <Text strong>{t('login.setup.secret')}</Text> <code>{setup.secret}</code>
          </Paragraph>
          <CodeForm
            label={t('login.setup.code')}
            submitLabel={t('login.setup.submit')}
            onSubmit={async (code) => setEnabled(await enableAdminTwoFactor({ setupToken, code }))}
          />
        </>
      ) : null}
    </>
  );
}
