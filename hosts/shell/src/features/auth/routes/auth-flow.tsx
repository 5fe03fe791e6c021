import { useTranslation } from '@arara/i18n';
import { Typography } from '@arara/ui/core';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';

/** A public auth route whose flow ships with the identity issue: honest about it. */
export function AuthFlowPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  return (
    <AuthCard title={t(titleKey)}>
      <Typography.Paragraph>{t('auth.comingNext')}</Typography.Paragraph>
      <Link to="/login">{t('auth.backToLogin')}</Link>
    </AuthCard>
  );
}
