import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { type CSSProperties, createElement, type ReactElement } from 'react';

// `fill-rule` → `fillRule`: React's names of the SVG attributes.
const reactName = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function draw(node: AbstractNode, key?: number): ReactElement {
  const attrs = Object.fromEntries(
    Object.entries(node.attrs).map(([name, value]) => [reactName(name), value]),
  );
  return createElement(node.tag, { ...attrs, key }, node.children?.map(draw));
}

type SvgIconProps = {
  /** An icon of `@ant-design/icons-svg` (the drawings behind antd's icons). */
  icon: IconDefinition;
  spin?: boolean;
  style?: CSSProperties;
};

/**
 * One of antd's icons, drawn from its SVG definition: the light entry's screens (/login, the
 * error and pending screens) show a few icons without `@ant-design/icons`' component runtime
 * and its style injection. Decorative (hidden from assistive technology), 1em, current colour.
 */
export function SvgIcon({ icon, spin = false, style }: SvgIconProps) {
  const root =
    typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span
      aria-hidden
      style={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0, ...style }}
    >
      {createElement(
        'svg',
        {
          ...root.attrs,
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          style: spin ? { animation: 'arara-spin 1s linear infinite' } : undefined,
        },
        root.children?.map(draw),
      )}
    </span>
  );
}
