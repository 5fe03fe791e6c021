import { Panel, Title } from '@arara/ui/core';

/**
 * A JSON body as indented text (an event's payload, a logged request), or `empty` when there is
 * none. A body that is not JSON (a logged plain-text answer) is shown as it came.
 */
export function JsonBlock({
  value,
  empty,
  label,
}: {
  value: unknown;
  empty: string;
  label: string;
}) {
  const text =
    value === null || value === undefined || value === ''
      ? empty
      : typeof value === 'string'
        ? pretty(value)
        : JSON.stringify(value, null, 2);
  return (
    <Panel>
      <section aria-label={label}>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{text}</pre>
      </section>
    </Panel>
  );
}

/** A JSON body under its own heading, the heading also naming the block. */
export function JsonSection({
  title,
  value,
  empty,
}: {
  title: string;
  value: unknown;
  empty: string;
}) {
  return (
    <section>
      <Title level={4}>{title}</Title>
      <JsonBlock label={title} value={value} empty={empty} />
    </section>
  );
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
