import { render, screen, within } from '@testing-library/react';
import { PlainTable, type PlainColumn } from '../data';

type Row = { id: string; name: string; cents: number };

const COLUMNS: PlainColumn<Row>[] = [
  { key: 'name', title: 'Name', render: (row) => row.name },
  { key: 'amount', title: 'Amount', align: 'right', render: (row) => `${row.cents / 100}` },
];

test('shows a header row and one row per record, each cell in its column', () => {
  render(
    <PlainTable
      rows={[
        { id: 'a', name: 'Ana', cents: 1050 },
        { id: 'b', name: 'Bruno', cents: 200 },
      ]}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      empty="Nothing yet"
    />,
  );

  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(headers).toEqual(['Name', 'Amount']);
  const [, first, second] = screen.getAllByRole('row');
  if (!first || !second) throw new Error('expected a row for each of the two records');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Ana', '10.5']);
  expect(
    within(second)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Bruno', '2']);
  expect(within(first).getByText('10.5')).toHaveStyle({ textAlign: 'right' });
  expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
});

test('without rows, the body says so across every column', () => {
  render(
    <PlainTable rows={[]} rowKey={(row: Row) => row.id} columns={COLUMNS} empty="Nothing yet" />,
  );

  const message = screen.getByRole('cell', { name: 'Nothing yet' });
  expect(message).toHaveAttribute('colspan', '2');
  expect(screen.getAllByRole('row')).toHaveLength(2);
});
