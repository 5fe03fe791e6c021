import { Table, type TableProps } from '@arara/ui/table';

/**
 * A small table of every row inside a detail (an event's attempts, the test receiver's
 * deliveries): no pager, the `empty` text when there is no row.
 */
export function InlineTable<TRow extends { id: string }>({
  items,
  empty,
  ...rest
}: { items: TRow[]; empty: string } & Pick<TableProps<TRow>, 'columns' | 'expandable'>) {
  return (
    <Table<TRow>
      rowKey="id"
      size="small"
      dataSource={items}
      pagination={false}
      locale={{ emptyText: empty }}
      {...rest}
    />
  );
}
