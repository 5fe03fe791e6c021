import { useTranslation } from '@arara/i18n';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useBaseToken } from '../theme/base-tokens';
import { SvgIcon } from './svg-icon';

/** A spinner and 'Loading…'; the icon spins by itself, without antd's Spin module. */
export function PendingIndicator() {
  const { t } = useTranslation('common');
  const token = useBaseToken();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', padding: 48 }}
    >
      <SvgIcon icon={LoadingOutlined} spin style={{ fontSize: 32, color: token.colorPrimary }} />
      <span style={{ marginLeft: 12 }}>{t('pending')}</span>
    </div>
  );
}
