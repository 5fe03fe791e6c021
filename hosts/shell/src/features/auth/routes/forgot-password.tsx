import { forgotPassword } from '@/api/identity';
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Paragraph } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { SetPasswordForm } from '../components/set-password-form';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';

/** /forgot-password: request the reset e-mail; with ?token, reset with it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['shell', 'common']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { control, handleSubmit, getValues } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const request = useMutation({ mutationFn: forgotPassword });

  if (token) {
    return (
      <AuthCard title={t('auth.setPassword.title')}>
        <SetPasswordForm token={token} errorKey="auth.forgotPassword.resetError" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('auth.forgotPassword.title')}
      footer={<Link to="/login">{t('auth.backToLogin')}</Link>}
    >
      {request.isSuccess ? (
        <FormAlert
          type="success"
          title={t('auth.forgotPassword.sent', { email: getValues('email') })}
        />
      ) : (
        <Paragraph>{t('auth.forgotPassword.message')}</Paragraph>
      )}
      <form onSubmit={handleSubmit((values) => request.mutate(values))} noValidate>
        {request.isError ? <FormAlert title={t('auth.forgotPassword.error')} /> : null}
        <TextField
          control={control}
          name="email"
          id="forgot-email"
          type="email"
          label={t('common:login.email')}
          autoComplete="email"
        />
        <Button type="primary" htmlType="submit" block size="large" loading={request.isPending}>
          {t('auth.forgotPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
