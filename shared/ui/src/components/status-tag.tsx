import { type TextNamespace, textFor, useTranslation } from '@arara/i18n';
import { Tag } from 'antd';

/**
 * How one kind of status is shown: the i18n key of each status (`<keyPrefix>.<status>` in
 * `namespace`) and its antd Tag colour (a preset name or a status colour such as `success`,
 * which the theme resolves for light and dark mode).
 */
export type StatusTagKind<TStatus extends string> = {
  namespace: TextNamespace;
  keyPrefix: string;
  colors: Record<TStatus, string>;
};

/** A status as a coloured tag, translated; one component for every kind of status. */
export function StatusTag<TStatus extends string>({
  kind,
  status,
}: {
  kind: StatusTagKind<TStatus>;
  status: TStatus;
}) {
  const text = textFor(useTranslation(kind.namespace).t);
  return <Tag color={kind.colors[status]}>{text(`${kind.keyPrefix}.${status}`)}</Tag>;
}
