import { logout } from '@arara/api-client';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text } from '@arara/ui/core';
import { AppLayout, LanguageSwitch, LogoutOutlined, Menu, ThemeSwitch } from '@arara/ui/layout';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_NAVIGATION, selectedAdminKey } from '../app/navigation';

/** The back office owns its whole screen: its own sidebar, same design system. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['admin', 'common']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedAdminKey(pathname);

  return (
    <AppLayout
      sidebarLabel={t('sidebar')}
      brand={
        <Link to="/admin" style={{ color: 'inherit' }}>
          {t('brand')}
        </Link>
      }
      sidebar={
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          style={{ borderInlineEnd: 'none' }}
          items={ADMIN_NAVIGATION.map(({ key, path }) => ({
            key,
            label: <Link to={path}>{t(`pages.${key}.title`)}</Link>,
          }))}
        />
      }
      sidebarFooter={
        <Flex vertical gap={8} style={{ padding: 16 }}>
          <LanguageSwitch />
          <Button
            icon={<LogoutOutlined />}
            block
            onClick={() => void logout().then(() => navigate('/login', { replace: true }))}
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
      {children}
    </AppLayout>
  );
}
