import { useBaseToken } from '../theme/base-tokens';
import { Title } from './typography';
import type { CSSProperties, ReactNode } from 'react';

type PanelProps = {
  title?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
};

/**
 * A bordered surface in the theme's colours. The light sibling of antd's Card, whose module
 * brings Tabs, Menu and Dropdown with it: public screens such as /login use this one.
 */
export function Panel({ title, children, style }: PanelProps) {
  const token = useBaseToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
    >
      {title ? (
        <Title level={4} style={{ marginBottom: 16 }}>
          {title}
        </Title>
      ) : null}
      {children}
    </section>
  );
}
