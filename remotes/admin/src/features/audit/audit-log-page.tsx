import { endpointQueryOptions } from '@arara/api-client/query';
import {
  adminEndpoints,
  BACK_OFFICE_PAGE_SIZE,
  type TAuditLogEntry,
  type TAuditLogQuery,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text } from '@arara/ui/core';
import {
  Empty,
  formatDateTime,
  PeriodFilter,
  parsePeriodParams,
  resolvePeriod,
  toPeriodParams,
} from '@arara/ui/data';
import { Pagination, Table, type TableProps } from '@arara/ui/table';
import { Tag } from '@arara/ui/layout';
import { QueryView, RoutePage } from '@arara/ui/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequirePermission } from '../../components/require-permission';
import { changedFields, shownValue } from './audit-diff';
import { Input } from '@arara/ui/input';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters the URL keeps, under the API's query names (`period` for the period filter). */
const ID_FILTERS = ['actorId', 'actAsSessionId', 'merchantId'] as const;
const TEXT_FILTERS = ['action', 'targetType'] as const;
type IdFilter = (typeof ID_FILTERS)[number];
type TextFilter = (typeof TEXT_FILTERS)[number];

function useAuditSearch() {
  const [params, setParams] = useSearchParams();
  const period = parsePeriodParams(params);
  const { from, to } = resolvePeriod(period);
  const query: TAuditLogQuery = { page: Math.max(Number(params.get('page')) || 1, 1) };
  for (const name of ID_FILTERS) {
    const value = params.get(name);
    if (value && UUID.test(value)) query[name] = value;
  }
  for (const name of TEXT_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value.slice(0, 100);
  }
  if (from) query.from = from;
  if (to) query.to = to;
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const setFilter = (name: IdFilter | TextFilter, value?: string) =>
    update((next) => {
      if (value?.trim()) next.set(name, value.trim());
      else next.delete(name);
    });
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next, { replace: true });
  };
  const setPeriod = (value: Parameters<typeof toPeriodParams>[0]) =>
    update((next) => {
      const withPeriod = toPeriodParams(value, next);
      for (const key of ['period', 'from', 'to']) {
        const kept = withPeriod.get(key);
        if (kept) next.set(key, kept);
        else next.delete(key);
      }
    });
  return { query, period, setFilter, setPage, setPeriod };
}

/** A text filter sent on Enter or the search button, kept in step with the URL. */
function SearchFilter({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string | undefined;
  onSearch: (value: string) => void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  useEffect(() => setTyped(value ?? ''), [value]);
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      maxLength={100}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={onSearch}
      style={{ width: 220 }}
    />
  );
}

/** before → after of each changed field, one line each. */
function Changes({ entry }: { entry: TAuditLogEntry }) {
  const { t } = useTranslation('admin');
  if (!entry.details) return <Text type="secondary">—</Text>;
  const changes = changedFields(entry.details.before, entry.details.after);
  if (changes.length === 0) return <Text type="secondary">{t('platform.audit.noChange')}</Text>;
  return (
    <ul aria-label={t('platform.audit.columns.changes')} style={{ margin: 0, paddingLeft: 16 }}>
      {changes.map(({ field, before, after }) => (
        <li key={field || 'value'}>
          {field ? <Text strong>{field}: </Text> : null}
          {before === undefined || before === null ? (
            <Text type="secondary">{shownValue(before)}</Text>
          ) : (
            <s>{shownValue(before)}</s>
          )}
          {' → '}
          <Text>{shownValue(after)}</Text>
        </li>
      ))}
    </ul>
  );
}

function AuditTable({
  entries,
  loading,
  onFilter,
}: {
  entries: TAuditLogEntry[];
  loading: boolean;
  onFilter: (name: IdFilter, value: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const columns: TableProps<TAuditLogEntry>['columns'] = [
    {
      key: 'when',
      title: t('platform.audit.columns.when'),
      render: (_, entry) => formatDateTime(entry.createdAt, i18n.language),
    },
    {
      key: 'who',
      title: t('platform.audit.columns.who'),
      render: (_, entry) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          title={t('platform.audit.filterByActor')}
          onClick={() => onFilter('actorId', entry.actorId)}
        >
          {entry.actorName ?? entry.actorEmail ?? entry.actorId}
        </Button>
      ),
    },
    {
      key: 'what',
      title: t('platform.audit.columns.what'),
      render: (_, entry) => (
        <Flex vertical gap={2}>
          <code>{entry.action}</code>
          {entry.actAsSessionId ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto' }}
              onClick={() => onFilter('actAsSessionId', entry.actAsSessionId ?? '')}
            >
              {t('platform.audit.actAsSession')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'target',
      title: t('platform.audit.columns.target'),
      render: (_, entry) => (
        <Flex vertical gap={2} align="start">
          {entry.targetType ? (
            <>
              <Tag>{entry.targetType}</Tag>
              <Text type="secondary" style={{ fontSize: 12 }}>
                {entry.targetId}
              </Text>
            </>
          ) : (
            <Text type="secondary">{entry.path}</Text>
          )}
          {entry.merchantId ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto' }}
              title={t('platform.audit.filterByMerchant')}
              onClick={() => onFilter('merchantId', entry.merchantId ?? '')}
            >
              {t('platform.audit.merchant')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'changes',
      title: t('platform.audit.columns.changes'),
      render: (_, entry) => <Changes entry={entry} />,
    },
  ];
  return (
    <Table<TAuditLogEntry>
      rowKey="id"
      dataSource={entries}
      columns={columns}
      loading={loading}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty description={t('platform.audit.empty')} /> }}
    />
  );
}

function AuditLog() {
  const { t } = useTranslation('admin');
  const { query, period, setFilter, setPage, setPeriod } = useAuditSearch();
  const result = useQuery({
    ...endpointQueryOptions(adminEndpoints.auditLog, { query }),
    placeholderData: keepPreviousData,
  });
  const active = ID_FILTERS.filter((name) => query[name]);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <SearchFilter
          label={t('platform.audit.filters.action')}
          value={query.action}
          onSearch={(value) => setFilter('action', value)}
        />
        <SearchFilter
          label={t('platform.audit.filters.targetType')}
          value={query.targetType}
          onSearch={(value) => setFilter('targetType', value)}
        />
        <PeriodFilter value={period} onChange={(value) => setPeriod(value)} />
      </Flex>
      {active.length > 0 ? (
        <Flex gap={8} wrap>
          {active.map((name) => (
            <Tag key={name} closable onClose={() => setFilter(name)}>
              {t(`platform.audit.filters.${name}`)}: {query[name]}
            </Tag>
          ))}
        </Flex>
      ) : null}
      <QueryView query={result} errorTitle={t('platform.audit.loadError')}>
        {(data) => (
          <>
            <AuditTable
              entries={data.entries}
              loading={result.isFetching}
              onFilter={(name, value) => setFilter(name, value)}
            />
            {data.total > BACK_OFFICE_PAGE_SIZE ? (
              <Flex justify="end">
                <Pagination
                  current={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  showSizeChanger={false}
                  onChange={setPage}
                />
              </Flex>
            ) : null}
          </>
        )}
      </QueryView>
    </Flex>
  );
}

/**
 * /admin/settings/audit: every back-office write and act-as request (who, what, when, target,
 * before → after), filtered by actor, act-as session, action, target type, merchant and period.
 */
export function AuditLogPage() {
  return (
    <RoutePage
      namespace="admin"
      spec={{
        titleKey: 'platform.audit.title',
        descriptionKey: 'platform.audit.description',
        parents: [{ titleKey: 'pages.settings.title', path: '/admin/settings' }],
      }}
    >
      <RequirePermission permission="audit.read">
        <AuditLog />
      </RequirePermission>
    </RoutePage>
  );
}
