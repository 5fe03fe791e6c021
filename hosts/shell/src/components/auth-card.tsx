import { useTranslation } from '@arara/i18n';
import { Panel, Paragraph, Title } from '@arara/ui/base';
import { type ReactNode, useEffect } from 'react';

/** The frame of every public authentication screen; antd-free, as /login is drawn with it. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  /** Links under the form (back to sign in, register). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = `${title} · Arara`;
  }, [title]);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '100vh',
        padding: 16,
      }}
    >
      <Title level={3} style={{ marginBottom: 4 }}>
        {t('brand')}
      </Title>
      <Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {t('auth.subtitle')}
      </Paragraph>
      <Panel title={title} style={{ width: '100%', maxWidth: 420 }}>
        {children}
        {footer ? (
          <p style={{ marginBottom: 0, marginTop: 16, textAlign: 'center' }}>{footer}</p>
        ) : null}
      </Panel>
    </div>
  );
}
