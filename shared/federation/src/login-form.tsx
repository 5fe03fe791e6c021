import { ApiError, useLogin } from '@arara/api-client';
import { type TLoginRequest, ZLoginRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Form, Input, toast } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';

type LoginFormProps = { onSignedIn: () => void };

/** E-mail and password sign-in; a rejected attempt keeps what the user typed. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('common');
  const login = useLogin();
  const { control, handleSubmit, setError, formState } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(onSignedIn, (error: unknown) => {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'email' || field === 'password') setError(field, { message });
        }
      }
      toast.error(t('login.error'));
    }),
  );

  const failure = login.error instanceof ApiError ? login.error : null;
  const failureMessage =
    failure?.code === 'INVALID_CREDENTIALS'
      ? t('login.invalidCredentials')
      : failure?.code === 'RATE_LIMITED'
        ? t('login.rateLimited')
        : t('errors.loadingData');

  return (
    <Form layout="vertical" onSubmitCapture={onSubmit} noValidate requiredMark={false}>
      {login.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('login.error')}
          description={failureMessage}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <Form.Item
            label={t('login.email')}
            htmlFor="login-email"
            validateStatus={fieldState.error ? 'error' : ''}
            help={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          >
            <Input {...field} id="login-email" type="email" autoComplete="username" size="large" />
          </Form.Item>
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <Form.Item
            label={t('login.password')}
            htmlFor="login-password"
            validateStatus={fieldState.error ? 'error' : ''}
            help={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          >
            <Input.Password
              {...field}
              id="login-password"
              autoComplete="current-password"
              size="large"
            />
          </Form.Item>
        )}
      />
      <Button type="primary" htmlType="submit" block size="large" loading={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
