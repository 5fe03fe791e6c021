import { useTranslation } from '@arara/i18n';
import { LoadingOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';

/** A spinner and 'Loading…'; the icon spins by itself, without antd's Spin module. */
export function PendingIndicator() {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <Flex role="status" aria-live="polite" justify="center" align="center" style={{ padding: 48 }}>
      <LoadingOutlined spin style={{ fontSize: 32, color: token.colorPrimary }} aria-hidden />
      <span style={{ marginLeft: 12 }}>{t('pending')}</span>
    </Flex>
  );
}
