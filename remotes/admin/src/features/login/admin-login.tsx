import { LoginForm } from '@arara/federation';
import { useTranslation } from '@arara/i18n';
import { useSession } from '@arara/session';
import { Flex, Panel, Text, Title } from '@arara/ui/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { adminSignIn } from '@arara/api-client/query';
import { hasAdminSession } from '../../app/admin-session';

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
            <LoginForm
              submit={(values) => adminSignIn(values).then(() => undefined)}
              onSignedIn={() => navigate(target, { replace: true })}
            />
          </div>
        </Panel>
      </div>
    </Flex>
  );
}
