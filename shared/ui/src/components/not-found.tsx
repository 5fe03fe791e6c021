import { useTranslation } from '@arara/i18n';
import { Result } from 'antd';

export function NotFound() {
  const { t } = useTranslation('common');
  return <Result status="404" title={t('notFound.title')} subTitle={t('notFound.message')} />;
}
