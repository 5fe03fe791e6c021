import { useBaseToken } from '../theme/base-tokens';
import { Title } from './typography';
import type { CSSProperties, ReactNode } from 'react';

type PanelProps = {
  title?: ReactNode;
  /** Beside the title, at the end of its row (a filter, a link), as antd's Card `extra`. */
  extra?: ReactNode;
  /** `small`: the tighter padding of antd's small Card. */
  size?: 'default' | 'small';
  children: ReactNode;
  style?: CSSProperties;
};

/**
 * A bordered surface in the theme's colours. The light sibling of antd's Card, whose module
 * brings Tabs, Menu and Dropdown with it: public screens such as /login and the signed-in home
 * use this one (antd's Card is the card entry, `@arara/ui/card`).
 */
export function Panel({ title, extra, size = 'default', children, style }: PanelProps) {
  const token = useBaseToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: size === 'small' ? token.paddingSM : token.paddingLG,
        ...style,
      }}
    >
      {title || extra ? (
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginSM,
            marginBottom: 16,
          }}
        >
          {title ? <Title level={4}>{title}</Title> : <span />}
          {extra}
        </div>
      ) : null}
      {children}
    </section>
  );
}
