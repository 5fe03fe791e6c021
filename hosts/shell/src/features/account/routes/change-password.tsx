import { useTranslation } from '@arara/i18n';
import { PageFrame } from '@arara/ui/layout';
import { Link } from 'react-router-dom';

export function ChangePasswordPage() {
  const { t } = useTranslation('shell');
  return (
    <PageFrame
      title={t('pages.changePassword.title')}
      description={t('pages.changePassword.description')}
      breadcrumb={[
        { key: 'home', title: <Link to="/">{t('pages.home')}</Link> },
        { key: 'change-password', title: t('pages.changePassword.title') },
      ]}
    />
  );
}
