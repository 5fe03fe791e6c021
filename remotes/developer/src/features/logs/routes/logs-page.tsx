import { REQUEST_LOG_STATUS_CLASSES, type TRequestLogStatusClass } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { periodInstants, resolvePeriod } from '@arara/ui/data';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DeveloperPage } from '@/components/developer-page';
import { KeysetList, OneOfFilter, useKeysetSearch } from '@/components/keyset-list';
import { readOneOf } from '@/lib/search-params';
import { logsQueryOptions } from '../api/logs';
import { useLogColumns } from '../components/logs-table';
import { Input } from '@arara/ui/input';

const SPEC = {
  titleKey: 'logs.title',
  descriptionKey: 'logs.description',
  parents: [{ titleKey: 'development.title', path: '/development/webhooks' }],
};

/** The path filter, sent once typing pauses (not one request per key). */
function PathFilter({ value, onChange }: { value: string; onChange: (path: string) => void }) {
  const { t } = useTranslation('developer');
  const [typed, setTyped] = useState(value);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => onChange(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);
  return (
    <Input.Search
      allowClear
      aria-label={t('logs.filters.path')}
      placeholder={t('logs.filters.pathPlaceholder')}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={(text) => onChange(text.trim())}
      style={{ maxWidth: 280 }}
    />
  );
}

function Logs({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('developer');
  const search = useKeysetSearch();
  const { params, period, cursors, filter } = search;
  const { start, end } = periodInstants(resolvePeriod(period));
  const statusClass = readOneOf<TRequestLogStatusClass>(
    params,
    'statusClass',
    REQUEST_LOG_STATUS_CLASSES,
  );
  const path = params.get('path') ?? '';
  const columns = useLogColumns();
  const page = useQuery(
    logsQueryOptions(merchantId, {
      statusClass,
      path: path || undefined,
      from: start?.toISOString(),
      to: end?.toISOString(),
      cursor: cursors.at(-1),
    }),
  );
  return (
    <KeysetList
      texts="logs"
      search={search}
      query={page}
      columns={columns}
      filters={
        <>
          <OneOfFilter<TRequestLogStatusClass>
            label={t('logs.filters.statusClass')}
            placeholder={t('logs.filters.allStatuses')}
            values={REQUEST_LOG_STATUS_CLASSES}
            optionLabel={(name) => `${name} · ${t(`logs.statusClasses.${name}`)}`}
            value={statusClass}
            onChange={(value) => filter('statusClass', value)}
            minWidth={200}
          />
          <PathFilter value={path} onChange={(next) => filter('path', next)} />
        </>
      }
    />
  );
}

/** `/development/logs`: every request made to the public API with the merchant's keys. */
export function LogsPage() {
  return (
    <DeveloperPage spec={SPEC}>{(merchantId) => <Logs merchantId={merchantId} />}</DeveloperPage>
  );
}
