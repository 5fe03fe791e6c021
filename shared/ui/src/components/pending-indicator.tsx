import { useTranslation } from '@arara/i18n';
import { Flex, Spin } from 'antd';

export function PendingIndicator() {
  const { t } = useTranslation('common');
  return (
    <Flex role="status" aria-live="polite" justify="center" align="center" style={{ padding: 48 }}>
      <Spin size="large" />
      <span style={{ marginLeft: 12 }}>{t('pending')}</span>
    </Flex>
  );
}
