import { ApiError, signIn } from '@arara/api-client';
import { type TLoginRequest, type TLoginResponse, ZLoginRequest } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Input, toast } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

type LoginFormProps = {
  onSignedIn: () => void;
  /** The verify-now action for an account whose e-mail is not verified yet. */
  onVerifyEmail?: (email: string) => void;
  /** The password was right and two-factor is on: lead on to code entry with the challenge. */
  onTwoFactorRequired?: (challengeToken: string) => void;
  /** The password was right but a merchant requires two-factor: lead on to its setup. */
  onTwoFactorSetup?: (setupToken: string) => void;
  /**
   * Who signs in: the merchant sign-in by default; the back office passes its own, which
   * answers `undefined` once signed in.
   */
  submit?: (values: TLoginRequest) => Promise<TLoginResponse | undefined>;
};

/** E-mail and password sign-in; a rejected attempt keeps what the user typed. */
export function LoginForm({
  onSignedIn,
  onVerifyEmail,
  onTwoFactorRequired,
  onTwoFactorSetup,
  submit = signIn,
}: LoginFormProps) {
  const { t } = useTranslation('common');
  // What went wrong with the last attempt; null before the first and after a success.
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState, getValues } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    submit(values).then(
      (result) => {
        const next =
          !result || result.status === 'signed_in'
            ? onSignedIn
            : result.status === 'two_factor_required'
              ? onTwoFactorRequired?.bind(null, result.challengeToken)
              : onTwoFactorSetup?.bind(null, result.setupToken);
        // A screen without the two-factor steps (a remote's standalone mode) cannot go on.
        setFailure(next ? null : result);
        if (next) next();
        else toast.error(t('login.error'));
      },
      (error: unknown) => {
        setFailure(error);
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field === 'email' || field === 'password') setError(field, { message });
          }
        }
        toast.error(t('login.error'));
      },
    ),
  );

  const apiFailure = failure instanceof ApiError ? failure : null;
  const failureMessage =
    apiFailure?.code === 'INVALID_CREDENTIALS'
      ? t('login.invalidCredentials')
      : apiFailure?.code === 'RATE_LIMITED'
        ? t('login.rateLimited')
        : apiFailure?.code === 'EMAIL_NOT_VERIFIED'
          ? t('login.emailNotVerified')
          : apiFailure?.code === 'ACCOUNT_BLOCKED'
            ? t('login.accountBlocked')
            : t('errors.loadingData');
  const canVerify = apiFailure?.code === 'EMAIL_NOT_VERIFIED' && onVerifyEmail;

  return (
    <form onSubmit={onSubmit} noValidate>
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={t('login.error')}
          description={failureMessage}
          action={
            canVerify ? (
              <Button size="small" onClick={() => onVerifyEmail(getValues('email'))}>
                {t('login.verifyNow')}
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <Field
            id="login-email"
            label={t('login.email')}
            error={fieldState.error?.message ? textFor(t)(fieldState.error.message) : undefined}
          >
            {(controlProps) => (
              <Input
                {...field}
                {...controlProps}
                type="email"
                autoComplete="username"
                size="large"
              />
            )}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <Field
            id="login-password"
            label={t('login.password')}
            error={fieldState.error?.message ? textFor(t)(fieldState.error.message) : undefined}
          >
            {(controlProps) => (
              <Input.Password
                {...field}
                {...controlProps}
                autoComplete="current-password"
                size="large"
              />
            )}
          </Field>
        )}
      />
      <Button type="primary" htmlType="submit" block size="large" loading={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
