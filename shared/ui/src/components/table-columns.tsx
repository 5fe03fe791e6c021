import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../format/money';
import { Money } from './money';
import { StatusTag, type StatusTagKind } from './status-tag';

/**
 * Columns every list has, for antd's Table (`columns={[linkColumn(…), statusColumn(…)]}`):
 * the record's link, its status, a date, an amount. The title is the caller's translated text.
 */
type Column<TRow> = TableColumnType<TRow>;

/** The record's name (or any text of it), a link to its page. */
export function linkColumn<TRow>(
  key: string,
  title: ReactNode,
  to: (row: TRow) => string,
  text: (row: TRow) => ReactNode,
): Column<TRow> {
  return { key, title, render: (_, row) => <Link to={to(row)}>{text(row)}</Link> };
}

/** The record's `status`, as its coloured tag. */
export function statusColumn<TRow extends { status: TStatus }, TStatus extends string>(
  title: ReactNode,
  kind: StatusTagKind<TStatus>,
): Column<TRow> {
  return {
    key: 'status',
    title,
    render: (_, row) => <StatusTag kind={kind} status={row.status} />,
  };
}

/** A date of the record (`createdAt` …) in the reader's language; `format` shows the time too. */
export function dateColumn<TRow extends Record<TKey, string>, TKey extends string>(
  key: TKey,
  title: ReactNode,
  language: string,
  format: (iso: string, language: string) => string = formatDate,
): Column<TRow> {
  return { key, title, render: (_, row) => format(row[key], language) };
}

/** An amount in cents, right-aligned; `strong` for the balance that matters. */
export function moneyColumn<TRow>(
  key: string,
  title: ReactNode,
  cents: (row: TRow) => number,
  { strong = false }: { strong?: boolean } = {},
): Column<TRow> {
  return {
    key,
    title,
    align: 'right',
    render: (_, row) => <Money cents={cents(row)} strong={strong} />,
  };
}
