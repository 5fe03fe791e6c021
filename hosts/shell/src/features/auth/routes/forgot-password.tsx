import { forgotPassword } from '@/api/identity';
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Paragraph } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { SetPasswordForm } from '../components/set-password-form';
import { AuthForm } from '@/components/auth-form';
import { EmailField } from '../components/email-field';
import { FormAlert } from '@/components/form-alert';

/** /forgot-password: request the reset e-mail; with ?token, reset with it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['shell', 'common']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const form = useForm<TForgotPasswordRequest>({
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
          title={t('auth.forgotPassword.sent', { email: form.getValues('email') })}
        />
      ) : (
        <Paragraph>{t('auth.forgotPassword.message')}</Paragraph>
      )}
      <AuthForm
        form={form}
        onValid={(values) => request.mutate(values)}
        failure={request.isError ? t('auth.forgotPassword.error') : null}
        submitLabel={t('auth.forgotPassword.submit')}
        pending={request.isPending}
      >
        <EmailField id="forgot-email" />
      </AuthForm>
    </AuthCard>
  );
}
