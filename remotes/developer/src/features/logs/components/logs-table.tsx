import type { TRequestLog } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { formatDateTime, linkColumn } from '@arara/ui/data';
import type { TableProps } from '@arara/ui/table';
import { LogStatus } from './log-status';

/** The columns of one page of the public API's requests; each row opens its redacted bodies. */
export function useLogColumns(): TableProps<TRequestLog>['columns'] {
  const { t, i18n } = useTranslation('developer');
  return [
    linkColumn(
      'at',
      t('logs.columns.at'),
      (row) => `/development/logs/${row.id}`,
      (row) => formatDateTime(row.at, i18n.language),
    ),
    {
      key: 'keyPrefix',
      title: t('logs.columns.keyPrefix'),
      render: (_, row) => (row.keyPrefix ? <code>{row.keyPrefix}…</code> : '—'),
    },
    {
      key: 'method',
      title: t('logs.columns.method'),
      render: (_, row) => <code>{row.method}</code>,
    },
    {
      key: 'path',
      title: t('logs.columns.path'),
      render: (_, row) => <code style={{ wordBreak: 'break-all' }}>{row.path}</code>,
    },
    {
      key: 'status',
      title: t('logs.columns.status'),
      render: (_, row) => <LogStatus status={row.status} />,
    },
    {
      key: 'latency',
      title: t('logs.columns.latency'),
      align: 'right',
      render: (_, row) => t('logs.ms', { ms: row.latencyMs }),
    },
    {
      key: 'requestId',
      title: t('logs.columns.requestId'),
      render: (_, row) => <code>{row.requestId}</code>,
    },
  ];
}
