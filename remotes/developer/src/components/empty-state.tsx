import { Empty } from '@arara/ui/data';

/** An empty list that says what it will hold and what to do next (a newcomer's first step). */
export function EmptyState({ title, next }: { title: string; next: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{title}</strong>
          <br />
          {next}
        </>
      }
    />
  );
}
