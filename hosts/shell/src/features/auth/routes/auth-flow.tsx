import { useTranslation } from '@arara/i18n';
import { Paragraph } from '@arara/ui/core';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';

/** A public auth route whose flow ships with the identity issue: honest about it. */
export function AuthFlowPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  return (
    <AuthCard title={t(titleKey)}>
      <Paragraph>{t('auth.comingNext')}</Paragraph>
      <Link to="/login">{t('auth.backToLogin')}</Link>
    </AuthCard>
  );
}
