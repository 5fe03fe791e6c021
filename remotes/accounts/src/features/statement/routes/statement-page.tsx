import { useCurrentMerchant } from '@arara/session/me';
import { RoutePage } from '@arara/ui/page';
import { Flex, PendingIndicator } from '@arara/ui/core';
import { useSearchParams } from 'react-router-dom';
import { StatementDownloads } from '../components/statement-downloads';
import { StatementFilters } from '../components/statement-filters';
import { StatementTable } from '../components/statement-table';
import {
  hasFilters,
  readStatementSearch,
  statementFilterOf,
  withFilters,
  withoutFilters,
  withPaging,
} from '../lib/statement-search-params';

/**
 * /accounts/extract: the statement with the period, type and account filters, keyset pages and
 * CSV / OFX downloads. Everything the list depends on is in the URL, so a reload or a shared
 * link shows the same lines (a preset period means the same days for whoever opens it today).
 */
export function StatementPage() {
  const { merchantId } = useCurrentMerchant();
  const [params, setParams] = useSearchParams();
  const search = readStatementSearch(params);
  const filter = statementFilterOf(search);

  return (
    <RoutePage
      namespace="accounts"
      spec={{ titleKey: 'extract.title', descriptionKey: 'extract.description' }}
      extra={merchantId ? <StatementDownloads merchantId={merchantId} filter={filter} /> : null}
    >
      {merchantId === null ? (
        <PendingIndicator />
      ) : (
        <Flex vertical gap={16}>
          <StatementFilters
            merchantId={merchantId}
            period={search.period}
            types={search.types}
            virtualAccountId={search.virtualAccountId}
            onChange={(change) => setParams(withFilters(params, change))}
            onClear={hasFilters(search) ? () => setParams(withoutFilters(params)) : undefined}
          />
          <StatementTable
            filter={filter}
            cursors={search.cursors}
            pageSize={search.pageSize}
            onPagingChange={(paging) => setParams(withPaging(params, paging))}
          />
        </Flex>
      )}
    </RoutePage>
  );
}
