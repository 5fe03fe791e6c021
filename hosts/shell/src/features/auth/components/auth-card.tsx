import { useTranslation } from '@arara/i18n';
import { Card, Flex, Typography } from '@arara/ui/core';
import { type ReactNode, useEffect } from 'react';

/** The frame of every public authentication screen. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = `${title} · Arara`;
  }, [title]);
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Typography.Title level={3} style={{ marginBottom: 4 }}>
        {t('brand')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('auth.subtitle')}</Typography.Paragraph>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
