import { useTranslation } from '@arara/i18n';
import { StatusScreen } from '@arara/ui/core';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { SetPasswordForm } from '../components/set-password-form';

/** /set-password?token: the token comes from the e-mailed link. */
export function SetPasswordPage() {
  const { t } = useTranslation('shell');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title={t('auth.setPassword.title')}>
      {token ? (
        <SetPasswordForm token={token} errorKey="auth.setPassword.error" />
      ) : (
        <StatusScreen
          status="error"
          title={t('auth.tokenMissing')}
          actions={<Link to="/forgot-password">{t('auth.forgotPassword.requestNew')}</Link>}
        />
      )}
    </AuthCard>
  );
}
