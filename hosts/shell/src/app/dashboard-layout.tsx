import { logout } from '@arara/api-client';
import { useTranslation } from '@arara/i18n';
import { Button, Flex } from '@arara/ui/core';
import {
  AppLayout,
  Grid,
  LanguageSwitch,
  ThemeSwitch,
  LockOutlined,
  LogoutOutlined,
  SendOutlined,
  SwapOutlined,
  Tooltip,
  WalletOutlined,
} from '@arara/ui/layout';
import { loadRemoteManifests } from '@arara/federation/outlet';
import { type ReactNode, useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { MerchantRequired } from '../features/merchants/components/merchant-required';
import { ActingAsBanner } from '../components/acting-as-banner';
import { AboutButton } from '../features/about';
import { MerchantSwitcher } from '../features/merchants/components/merchant-switcher';
import { Sidebar } from '../features/navigation/sidebar';
import { stopActingAsIfActing } from '@/api/stop-acting-as';

const HEADER_ACTIONS = [
  {
    key: 'between-accounts',
    path: '/between-accounts',
    labelKey: 'header.betweenAccounts',
    icon: <SwapOutlined />,
  },
  { key: 'pix', path: '/pix', labelKey: 'header.pix', icon: <SendOutlined /> },
  {
    key: 'withdrawal',
    path: '/withdrawal',
    labelKey: 'header.withdrawal',
    icon: <WalletOutlined />,
  },
  {
    key: 'change-password',
    path: '/change-password',
    labelKey: 'header.changePassword',
    icon: <LockOutlined />,
  },
] as const;

/**
 * The `handle` of a dashboard route. `merchantOptional`: the page works without a merchant
 * (changing one's password) or asks for one itself (Settings: one's own security does not need
 * it); every other page shows 'Select a merchant to continue' to a user without merchants.
 */
export type DashboardRouteHandle = { merchantOptional?: boolean };

export function DashboardLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The remotes' manifests (sidebar entries, routes): all at once when the signed-in dashboard
  // first renders, never on /login; each navigation retries the ones that failed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each navigation on purpose.
  useEffect(() => loadRemoteManifests(), [pathname]);
  // Below antd's xxl breakpoint (1600 px) the header actions show their icons only (named by
  // aria-label and a tooltip), so the header stays one row on a 1280 px screen.
  const isWide = Grid.useBreakpoint().xxl === true;
  // A page that works without a merchant says so in its route's handle.
  const isMerchantOptional = useMatches().some(
    (match) => (match.handle as DashboardRouteHandle | undefined)?.merchantOptional === true,
  );

  const onLogout = async () => {
    await stopActingAsIfActing();
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <AppLayout
      sidebarLabel={t('nav.sidebar')}
      brand={
        <Link to="/" style={{ color: 'inherit' }}>
          {t('brand')}
        </Link>
      }
      sidebar={<Sidebar />}
      sidebarFooter={
        <Flex vertical gap={8} style={{ padding: 16 }}>
          <LanguageSwitch />
          <Button icon={<LogoutOutlined />} onClick={() => void onLogout()} block>
            {t('common:logout')}
          </Button>
        </Flex>
      }
      header={
        <Flex
          justify="space-between"
          align="center"
          wrap
          gap={12}
          style={{ width: '100%', padding: '12px 0' }}
        >
          <MerchantSwitcher />
          <Flex wrap gap={8} align="center">
            {HEADER_ACTIONS.map((action) => {
              const label = t(action.labelKey);
              return (
                <Tooltip key={action.key} title={isWide ? undefined : label}>
                  <Button
                    href={action.path}
                    icon={action.icon}
                    aria-label={label}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(action.path);
                    }}
                  >
                    {isWide ? label : null}
                  </Button>
                </Tooltip>
              );
            })}
            <ThemeSwitch />
            <AboutButton />
          </Flex>
        </Flex>
      }
    >
      <ActingAsBanner />
      {isMerchantOptional ? (
        (children ?? <Outlet />)
      ) : (
        <MerchantRequired>{children ?? <Outlet />}</MerchantRequired>
      )}
    </AppLayout>
  );
}
