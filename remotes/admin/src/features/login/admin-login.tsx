import { LoginForm } from '@arara/federation';
import { useTranslation } from '@arara/i18n';
import { useSession } from '@arara/session';
import { Flex, Panel, Text, Title } from '@arara/ui/core';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { adminSignIn } from '@arara/session/back-office';
import { hasAdminSession } from '@/lib/admin-session';
import { AdminTwoFactorEnrollment, AdminTwoFactorStep } from './admin-two-factor';

/** After the password: a code, or (an admin without two-factor) enrollment. */
type NextStep = { challengeToken: string } | { setupToken: string } | null;

/** Back-office targets only: same-site paths under /admin. */
function adminTarget(from: string | null): string {
  return from && /^\/admin(\/|$)/.test(from) && !from.startsWith('/admin/login')
    ? from
    : '/admin/users';
}

/** /admin/login: the back office signs in here, never at the merchant /login. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = adminTarget(searchParams.get('from'));
  const isAdmin = useSession(hasAdminSession);
  const [step, setStep] = useState<NextStep>(null);
  if (isAdmin) return <Navigate to={target} replace />;
  return (
    <Flex justify="center" style={{ padding: '80px 16px' }}>
      <div style={{ width: '100%', maxWidth: 420 }}>
        <Panel>
          <Title level={2} style={{ marginTop: 0 }}>
            {t('login.title')}
          </Title>
          <Text type="secondary">{t('login.subtitle')}</Text>
          <div style={{ marginTop: 24 }}>
            {step === null ? (
              <LoginForm
                submit={adminSignIn}
                onSignedIn={() => navigate(target, { replace: true })}
                onTwoFactorRequired={(challengeToken) => setStep({ challengeToken })}
                onTwoFactorSetup={(setupToken) => setStep({ setupToken })}
              />
            ) : 'challengeToken' in step ? (
              <AdminTwoFactorStep challengeToken={step.challengeToken} />
            ) : (
              <AdminTwoFactorEnrollment setupToken={step.setupToken} />
            )}
          </div>
        </Panel>
      </div>
    </Flex>
  );
}
