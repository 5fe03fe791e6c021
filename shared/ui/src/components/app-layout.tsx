import { Layout, theme } from 'antd';
import type { ReactNode } from 'react';

type AppLayoutProps = {
  brand: ReactNode;
  /** Accessible name of the sidebar's navigation landmark. */
  sidebarLabel: string;
  sidebar: ReactNode;
  sidebarFooter?: ReactNode;
  header: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
};

/** The dashboard frame shared by the merchant shell and the back office. */
export function AppLayout({
  brand,
  sidebarLabel,
  sidebar,
  sidebarFooter,
  header,
  banner,
  children,
}: AppLayoutProps) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={256}
        breakpoint="lg"
        collapsedWidth={0}
        theme="light"
        style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}
      >
        <nav
          aria-label={sidebarLabel}
          style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: '100vh' }}
        >
          <div style={{ padding: '20px 24px', fontWeight: 700, fontSize: 20 }}>{brand}</div>
          <div style={{ flex: 1, overflowY: 'auto' }}>{sidebar}</div>
          {sidebarFooter ? (
            <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
              {sidebarFooter}
            </div>
          ) : null}
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            padding: '0 24px',
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            height: 'auto',
            minHeight: 64,
            flexWrap: 'wrap',
          }}
        >
          {header}
        </Layout.Header>
        {banner}
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
