import { verifyEmail } from '@/api/identity';
import { useTranslation } from '@arara/i18n';
import { Button, PendingIndicator, StatusScreen } from '@arara/ui/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';

/** /verify-email?email&token: the link of the verification e-mail. */
export function VerifyEmailPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  const verify = useMutation({ mutationFn: verifyEmail });
  // A token works once: StrictMode's second effect run must not send it again.
  const hasSent = useRef(false);

  useEffect(() => {
    if (hasSent.current || !email || !token) return;
    hasSent.current = true;
    verify.mutate({ email, token });
  }, [email, token, verify]);

  const resendLink = `/unverified-email?email=${encodeURIComponent(email)}`;
  return (
    <AuthCard title={t('auth.verifyEmail.title')}>
      {!email || !token ? (
        <StatusScreen
          status="error"
          title={t('auth.tokenMissing')}
          actions={<Link to={resendLink}>{t('auth.verifyEmail.requestNew')}</Link>}
        />
      ) : verify.isSuccess ? (
        <StatusScreen
          status="success"
          title={t('auth.verifyEmail.done')}
          message={t('auth.verifyEmail.doneMessage')}
          actions={
            <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
              {t('auth.signIn')}
            </Button>
          }
        />
      ) : verify.isError ? (
        <StatusScreen
          status="error"
          title={t('auth.invalidToken')}
          message={t('auth.verifyEmail.invalidMessage')}
          actions={<Link to={resendLink}>{t('auth.verifyEmail.requestNew')}</Link>}
        />
      ) : (
        <PendingIndicator />
      )}
    </AuthCard>
  );
}
