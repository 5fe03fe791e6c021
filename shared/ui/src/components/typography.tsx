import { useBaseToken } from '../theme/base-tokens';
import type { CSSProperties, ReactNode } from 'react';

type Tone = 'default' | 'secondary' | 'danger' | 'success' | 'warning';

function useToneColor(tone: Tone): string {
  const token = useBaseToken();
  switch (tone) {
    case 'secondary':
      return token.colorTextSecondary;
    case 'danger':
      return token.colorError;
    case 'success':
      return token.colorSuccess;
    case 'warning':
      return token.colorWarning;
    default:
      return token.colorText;
  }
}

type TitleProps = { level?: 1 | 2 | 3 | 4 | 5; children: ReactNode; style?: CSSProperties };

/**
 * Headings and text in antd's typography tokens. antd's own Typography module brings its
 * copy, edit and ellipsis machinery (Tooltip, resize observers) to every screen; the light
 * entry (/login included) uses these, the dashboard entry also exports antd's Typography.
 */
export function Title({ level = 2, children, style }: TitleProps) {
  const token = useBaseToken();
  const Heading = `h${level}` as const;
  return (
    <Heading
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        ...style,
      }}
    >
      {children}
    </Heading>
  );
}

type TextProps = { type?: Tone; strong?: boolean; children: ReactNode; style?: CSSProperties };

export function Text({ type = 'default', strong = false, children, style }: TextProps) {
  const color = useToneColor(type);
  const token = useBaseToken();
  return (
    <span style={{ color, fontWeight: strong ? token.fontWeightStrong : undefined, ...style }}>
      {children}
    </span>
  );
}

export function Paragraph({ type = 'default', children, style }: Omit<TextProps, 'strong'>) {
  const color = useToneColor(type);
  const token = useBaseToken();
  return <p style={{ color, margin: `0 0 ${token.marginSM}px`, ...style }}>{children}</p>;
}
