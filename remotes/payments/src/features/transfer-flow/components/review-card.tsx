import { Descriptions } from '@arara/ui/data';
import type { ReactNode } from 'react';

export type ReviewItem = { key: string; label: string; value: ReactNode };

/** What will move, read before sending: origin, receiver, amount, message. */
export function ReviewCard({ title, items }: { title: string; items: ReviewItem[] }) {
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={1}
      items={items.map(({ key, label, value }) => ({ key, label, children: value }))}
      style={{ marginBottom: 16 }}
    />
  );
}
