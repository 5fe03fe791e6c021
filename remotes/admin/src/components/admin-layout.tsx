import { logout } from '@arara/api-client';
import { stopActingAs } from '@arara/session/back-office';
import { useTranslation } from '@arara/i18n';
import { useSession } from '@arara/session';
import { Button, Flex, PendingIndicator, Text } from '@arara/ui/core';
import { AppLayout, LanguageSwitch, LogoutOutlined, Menu, ThemeSwitch } from '@arara/ui/layout';
import { type ReactNode, Suspense } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { hasAdminSession, useAdminAccess } from '../lib/admin-session';
import { selectedAdminKey, visibleNavigation } from '../lib/navigation';

export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * The back office owns its whole screen: its own sidebar, same design system. It is for admin
 * sessions only (signed in at /admin/login); anyone else goes there.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['admin', 'common']);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isAdmin = useSession(hasAdminSession);
  const selected = selectedAdminKey(pathname);

  if (pathname === ADMIN_LOGIN_PATH) return children;
  if (!isAdmin) {
    const from = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${ADMIN_LOGIN_PATH}?from=${from}`} replace />;
  }

  return (
    <AppLayout
      sidebarLabel={t('sidebar')}
      brand={
        <Link to="/admin" style={{ color: 'inherit' }}>
          {t('brand')}
        </Link>
      }
      sidebar={<AdminMenu selected={selected} />}
      sidebarFooter={
        <Flex vertical gap={8} style={{ padding: 16 }}>
          <LanguageSwitch />
          <Button
            icon={<LogoutOutlined />}
            block
            onClick={() =>
              void stopActingAs()
                .then(logout)
                .then(() => navigate(ADMIN_LOGIN_PATH, { replace: true }))
            }
          >
            {t('common:logout')}
          </Button>
        </Flex>
      }
      header={
        <Flex justify="space-between" align="center" style={{ width: '100%' }}>
          <Text strong>{t('mode')}</Text>
          <ThemeSwitch />
        </Flex>
      }
    >
      <Suspense fallback={<PendingIndicator />}>{children}</Suspense>
    </AppLayout>
  );
}

/**
 * The sidebar's entries the admin's profile can open (GET /admin/me): until it answers, only the
 * dashboard, so an entry never shows and then vanishes.
 */
function AdminMenu({ selected }: { selected: string | undefined }) {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  const items = visibleNavigation(
    (permission) => permission === null || (!access.isPending && access.can(permission)),
  );
  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      style={{ borderInlineEnd: 'none' }}
      items={items.map(({ key, path }) => ({
        key,
        label: <Link to={path}>{t(`pages.${key}.title`)}</Link>,
      }))}
    />
  );
}
