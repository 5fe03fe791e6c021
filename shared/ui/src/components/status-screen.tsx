import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ClockCircleFilled from '@ant-design/icons-svg/es/asn/ClockCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import QuestionCircleFilled from '@ant-design/icons-svg/es/asn/QuestionCircleFilled';
import { SvgIcon } from './svg-icon';
import { useBaseToken } from '../theme/base-tokens';
import { Paragraph, Title } from './typography';
import type { ReactNode } from 'react';

/** `info`: under way (a transfer the network has not settled yet). */
export type ScreenStatus = 'success' | 'error' | 'warning' | 'info' | 'notFound';

type StatusScreenProps = {
  status: ScreenStatus;
  title: ReactNode;
  message?: ReactNode;
  actions?: ReactNode;
};

/**
 * A whole-area outcome: icon, title, message and actions. Used instead of antd's Result, whose
 * module carries three large SVG illustrations into every page that can show an error.
 */
export function StatusScreen({ status, title, message, actions }: StatusScreenProps) {
  const token = useBaseToken();
  const icon =
    status === 'success' ? (
      <SvgIcon icon={CheckCircleFilled} style={{ color: token.colorSuccess }} />
    ) : status === 'error' ? (
      <SvgIcon icon={CloseCircleFilled} style={{ color: token.colorError }} />
    ) : status === 'warning' ? (
      <SvgIcon icon={ExclamationCircleFilled} style={{ color: token.colorWarning }} />
    ) : status === 'info' ? (
      <SvgIcon icon={ClockCircleFilled} style={{ color: token.colorInfo }} />
    ) : (
      <SvgIcon icon={QuestionCircleFilled} style={{ color: token.colorTextDescription }} />
    );
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `${token.paddingXL * 1.5}px ${token.paddingLG}px`,
        textAlign: 'center',
      }}
    >
      <span aria-hidden style={{ fontSize: 72, lineHeight: 1, marginBottom: token.marginLG }}>
        {icon}
      </span>
      <Title level={3}>{title}</Title>
      {message ? (
        <Paragraph type="secondary" style={{ margin: 0 }}>
          {message}
        </Paragraph>
      ) : null}
      {actions ? (
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: token.marginXS,
            marginTop: token.marginLG,
          }}
        >
          {actions}
        </div>
      ) : null}
    </div>
  );
}
