import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** One column of a `PlainTable`: its header text and what each row shows in it. */
export type PlainColumn<TRow> = {
  key: string;
  title: ReactNode;
  align?: 'left' | 'center' | 'right';
  render: (row: TRow) => ReactNode;
};

export type PlainTableProps<TRow> = {
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  columns: readonly PlainColumn<TRow>[];
  /** What the body shows when there are no rows. */
  empty: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
};

/**
 * A short, read-only table drawn as a plain `<table>` in antd's tokens and the look of its
 * small Table: no sorting, paging, selection or virtual rows. For a handful of rows on a page
 * that draws no other table — the home's latest movements —, so that the page does not load
 * antd's Table and Pagination (50 KiB gzip, `@arara/ui/table`; docs/benchmarks.md).
 */
export function PlainTable<TRow>({
  rows,
  rowKey,
  columns,
  empty,
  minWidth,
}: PlainTableProps<TRow>) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px`,
    borderBottom: line,
    overflowWrap: 'break-word',
  };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        style={{
          width: '100%',
          minWidth,
          borderCollapse: 'collapse',
          fontSize: token.fontSize,
          color: token.colorText,
        }}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={{
                  ...cell,
                  textAlign: column.align ?? 'left',
                  background: token.colorFillAlter,
                  color: token.colorTextHeading,
                  fontWeight: token.fontWeightStrong,
                }}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length}
                style={{
                  ...cell,
                  padding: token.paddingMD,
                  textAlign: 'center',
                  color: token.colorTextDescription,
                }}
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} style={{ ...cell, textAlign: column.align ?? 'left' }}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
