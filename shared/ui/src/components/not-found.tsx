import { useTranslation } from '@arara/i18n';
import { StatusScreen } from './status-screen';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen status="notFound" title={t('notFound.title')} message={t('notFound.message')} />
  );
}
