import { LoginForm } from '@arara/federation';
import { useTranslation } from '@arara/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectTarget } from '@/components/guards';
import { AuthCard } from '@/components/auth-card';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('from'));
  return (
    <AuthCard title={t('auth.welcome')}>
      <LoginForm
        onSignedIn={() => navigate(target, { replace: true })}
        onVerifyEmail={(email) => navigate(`/unverified-email?email=${encodeURIComponent(email)}`)}
        // The challenge stays out of the URL (history, logs, Referer): router state only.
        onTwoFactorRequired={(challengeToken) =>
          navigate('/login/two-factor', { state: { challengeToken, from: target } })
        }
        onTwoFactorSetup={(setupToken) =>
          navigate(`/setup-2fa?${new URLSearchParams({ token: setupToken })}`)
        }
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/forgot-password">{t('auth.forgotPassword.link')}</Link>
        <Link to="/register">{t('auth.register.link')}</Link>
      </div>
    </AuthCard>
  );
}
