import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { SvgIcon } from './svg-icon';
import { useBaseToken } from '../theme/base-tokens';
import type { AriaRole, CSSProperties, ReactNode } from 'react';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

export type AlertProps = {
  type?: AlertType;
  title?: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** Shown at the end of the banner, e.g. a small button. */
  action?: ReactNode;
  role?: AriaRole;
  style?: CSSProperties;
};

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
} as const;

/**
 * A message banner drawn with antd's tokens, with the props of antd's Alert the screens use.
 * antd's own Alert brings its motion and style machinery to every page; this one is on /login,
 * which has a 300 KiB budget.
 */
export function Alert({
  type = 'info',
  title,
  description,
  showIcon = false,
  action,
  role = 'alert',
  style,
}: AlertProps) {
  const token = useBaseToken();
  const colors = {
    success: [token.colorSuccessBg, token.colorSuccessBorder, token.colorSuccess],
    info: [token.colorInfoBg, token.colorInfoBorder, token.colorInfo],
    warning: [token.colorWarningBg, token.colorWarningBorder, token.colorWarning],
    error: [token.colorErrorBg, token.colorErrorBorder, token.colorError],
  }[type];
  const hasDescription = description !== undefined && description !== null && description !== '';

  return (
    <div
      role={role}
      data-type={type}
      style={{
        display: 'flex',
        alignItems: hasDescription ? 'flex-start' : 'center',
        gap: hasDescription ? token.marginSM : token.marginXS,
        padding: hasDescription
          ? `${token.paddingMD}px ${token.paddingContentHorizontalLG}px`
          : `${token.paddingXS}px ${token.paddingSM}px`,
        background: colors[0],
        border: `${token.lineWidth}px ${token.lineType} ${colors[1]}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      {showIcon ? (
        <SvgIcon
          icon={ICONS[type]}
          style={{
            color: colors[2],
            fontSize: hasDescription ? token.fontSizeHeading3 : token.fontSize,
            lineHeight: 1,
            marginTop: hasDescription ? 2 : 0,
          }}
        />
      ) : null}
      <div style={{ flex: 1, minWidth: 0 }}>
        {title !== undefined && title !== null ? (
          <div
            style={{
              color: token.colorTextHeading,
              fontSize: hasDescription ? token.fontSizeLG : token.fontSize,
              marginBottom: hasDescription ? token.marginXXS : 0,
            }}
          >
            {title}
          </div>
        ) : null}
        {hasDescription ? <div>{description}</div> : null}
      </div>
      {action ? <div style={{ marginInlineStart: token.marginXS }}>{action}</div> : null}
    </div>
  );
}
