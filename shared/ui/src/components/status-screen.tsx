import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  QuestionCircleFilled,
} from '@ant-design/icons';
import { Flex, theme } from 'antd';
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
  const { token } = theme.useToken();
  const icon =
    status === 'success' ? (
      <CheckCircleFilled style={{ color: token.colorSuccess }} />
    ) : status === 'error' ? (
      <CloseCircleFilled style={{ color: token.colorError }} />
    ) : status === 'warning' ? (
      <ExclamationCircleFilled style={{ color: token.colorWarning }} />
    ) : status === 'info' ? (
      <ClockCircleFilled style={{ color: token.colorInfo }} />
    ) : (
      <QuestionCircleFilled style={{ color: token.colorTextDescription }} />
    );
  return (
    <Flex
      vertical
      align="center"
      gap={token.marginXS}
      style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingLG}px`, textAlign: 'center' }}
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
        <Flex gap={token.marginXS} wrap justify="center" style={{ marginTop: token.marginLG }}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
