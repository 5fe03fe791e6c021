import type { TPaymentDocumentKind } from '@arara/contracts';
import { isLanguage, useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import { DownloadOutlined } from '@arara/ui/layout';
import { MerchantPage, QueryView } from '@arara/ui/page';
import { useState } from 'react';
import { DOCUMENT_LISTS, type DocumentList } from '@/lib/document-lists';
import { downloadDocumentsCsv } from '../api/download-documents';
import { type DocumentFilters, useDocuments } from '../api/get-documents';
import { useListSearch } from '../api/list-search';
import { DocumentsFilters } from '../components/documents-filters';
import { DocumentsTable, LoadMore } from '../components/documents-table';

const DOCS = { titleKey: 'documents.title' };

/** The CSV of what the list shows (every page, same filters and sort), in the UI language. */
function CsvButton({ merchantId, filters }: { merchantId: string; filters: DocumentFilters }) {
  const { t, i18n } = useTranslation('documents');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocumentsCsv(
        merchantId,
        filters,
        isLanguage(i18n.language) ? i18n.language : undefined,
      );
    } catch {
      toast.error(t('list.csv.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('list.csv.download')}
    </Button>
  );
}

function Documents({ merchantId, list }: { merchantId: string; list: DocumentList }) {
  const { t } = useTranslation('documents');
  const search = useListSearch(list);
  const { filters } = search;
  const query = useDocuments(merchantId, filters);
  const isFiltered = Boolean(
    filters.status || filters.method || filters.virtualAccountId || filters.search,
  );
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" gap={8} wrap align="center">
        <DocumentsFilters merchantId={merchantId} list={list} search={search} />
        <CsvButton merchantId={merchantId} filters={filters} />
      </Flex>
      <QueryView query={query} errorTitle={t('list.loadError')}>
        {(data) => (
          <>
            <DocumentsTable
              rows={data.pages.flatMap((page) => page.items)}
              filters={filters}
              loading={query.isFetching && !query.isFetchingNextPage}
              isFiltered={isFiltered}
              onSort={search.setSort}
            />
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoad={() => void query.fetchNextPage()}
            />
          </>
        )}
      </QueryView>
    </Flex>
  );
}

/** `/documents/{entries|out|transfers|returns}`: one kind of document, filtered in the URL. */
export function DocumentsListPage({ kind }: { kind: TPaymentDocumentKind }) {
  const list = DOCUMENT_LISTS[kind];
  return (
    <MerchantPage
      namespace="documents"
      spec={{
        titleKey: `${list.segment}.title`,
        descriptionKey: `${list.segment}.description`,
        parents: [DOCS],
      }}
    >
      {(merchantId) => <Documents merchantId={merchantId} list={list} />}
    </MerchantPage>
  );
}

export const EntriesPage = () => <DocumentsListPage kind="entry" />;
export const OutPage = () => <DocumentsListPage kind="out" />;
export const TransfersPage = () => <DocumentsListPage kind="transfer" />;
export const ReturnsPage = () => <DocumentsListPage kind="return" />;
