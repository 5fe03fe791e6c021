import { useTranslation } from '@arara/i18n';
import { PageFrame } from '@arara/ui/layout';
import { Link } from 'react-router-dom';

export function SettingsPage() {
  const { t } = useTranslation('shell');
  return (
    <PageFrame
      title={t('pages.settings.title')}
      description={t('pages.settings.description')}
      breadcrumb={[
        { key: 'home', title: <Link to="/">{t('pages.home')}</Link> },
        { key: 'settings', title: t('pages.settings.title') },
      ]}
    />
  );
}
