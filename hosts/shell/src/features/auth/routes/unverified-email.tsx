import { resendVerification } from '@/api/identity';
import { type TResendVerificationRequest, ZResendVerificationRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Paragraph, toast } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { AuthForm } from '@/components/auth-form';
import { EmailField } from '../components/email-field';
import { FormAlert } from '@/components/form-alert';

/** /unverified-email?email: the account waits for its e-mail; the link can be sent again. */
export function UnverifiedEmailPage() {
  const { t } = useTranslation(['shell', 'common']);
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const justSent = searchParams.get('sent') === '1';
  const form = useForm<TResendVerificationRequest>({
    resolver: zodResolver(ZResendVerificationRequest),
    defaultValues: { email },
  });
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast.success(t('auth.unverifiedEmail.resent')),
    onError: () => toast.error(t('auth.unverifiedEmail.resendError')),
  });

  return (
    <AuthCard
      title={t('auth.unverifiedEmail.title')}
      footer={<Link to="/login">{t('auth.backToLogin')}</Link>}
    >
      <Paragraph>
        {justSent ? t('auth.unverifiedEmail.sent', { email }) : t('auth.unverifiedEmail.message')}
      </Paragraph>
      <AuthForm
        form={form}
        onValid={(values) => resend.mutate(values)}
        failure={resend.isError ? t('auth.unverifiedEmail.resendError') : null}
        submitLabel={t('auth.unverifiedEmail.resend')}
        submitType="default"
        pending={resend.isPending}
      >
        {resend.isSuccess ? (
          <FormAlert type="success" title={t('auth.unverifiedEmail.resent')} />
        ) : null}
        <EmailField id="unverified-email" />
      </AuthForm>
    </AuthCard>
  );
}
