import { useSandboxMode } from '@arara/api-client/query';
import { DISPUTE_STATUSES, type TDispute } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text } from '@arara/ui/core';
import { Empty, formatDateTime, Money, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { DISPUTE_STATUS, infractionPath } from '@arara/ui/infractions';
import { MerchantPage, QueryView } from '@arara/ui/page';
import { Link } from 'react-router-dom';
import { useDisputes, useStatusFilter } from '../api/disputes';
import { SandboxDecision } from '../components/sandbox-decision';
import { Select } from '@arara/ui/input';

function Disputes({ merchantId }: { merchantId: string }) {
  const { t, i18n } = useTranslation('compliance');
  const isSandbox = useSandboxMode();
  const { status, setStatus } = useStatusFilter();
  const query = useDisputes(merchantId, status);
  const columns: TableProps<TDispute>['columns'] = [
    {
      key: 'date',
      title: t('disputes.columns.date'),
      width: 150,
      render: (_, row) => formatDateTime(row.createdAt, i18n.language),
    },
    {
      key: 'infraction',
      title: t('disputes.columns.infraction'),
      render: (_, row) => <Link to={infractionPath(row.infractionId)}>{row.endToEndId}</Link>,
    },
    {
      key: 'type',
      title: t('disputes.columns.type'),
      render: (_, row) => t(`infractions.types.${row.infractionType}`),
    },
    {
      key: 'amount',
      title: t('disputes.columns.amount'),
      align: 'right',
      render: (_, row) => <Money cents={row.amount} />,
    },
    {
      key: 'status',
      title: t('disputes.columns.status'),
      render: (_, row) => <StatusTag kind={DISPUTE_STATUS} status={row.status} />,
    },
    { key: 'reason', title: t('disputes.columns.reason'), dataIndex: 'reason' },
    {
      key: 'resolution',
      title: t('disputes.columns.resolution'),
      render: (_, row) => row.resolution ?? <Text type="secondary">—</Text>,
    },
    ...(isSandbox
      ? [
          {
            key: 'actions',
            title: t('disputes.columns.actions'),
            render: (_: unknown, row: TDispute) => (
              <SandboxDecision merchantId={merchantId} dispute={row} />
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={16}>
      <Flex gap={8}>
        <Select
          allowClear
          aria-label={t('disputes.filters.status')}
          placeholder={t('disputes.filters.allStatuses')}
          value={status}
          onChange={(value) => setStatus(value)}
          options={DISPUTE_STATUSES.map((value) => ({
            value,
            label: t(`disputes.statuses.${value}`),
          }))}
          style={{ minWidth: 200 }}
        />
      </Flex>
      <QueryView query={query} errorTitle={t('disputes.list.loadError')}>
        {(data) => (
          <Flex vertical gap={16}>
            <Table<TDispute>
              rowKey="id"
              dataSource={data.pages.flatMap((page) => page.items)}
              loading={query.isFetching && !query.isFetchingNextPage}
              pagination={false}
              scroll={{ x: 960 }}
              columns={columns}
              locale={{
                emptyText: (
                  <Empty
                    description={t(status ? 'disputes.list.emptyFiltered' : 'disputes.list.empty')}
                  />
                ),
              }}
            />
            {query.hasNextPage ? (
              <Flex justify="center">
                <Button
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t('disputes.list.loadMore')}
                </Button>
              </Flex>
            ) : null}
          </Flex>
        )}
      </QueryView>
    </Flex>
  );
}

/** `/compliance/disputes`: the merchant's disputes with compliance (docs/compliance-screens.md). */
export function DisputesPage() {
  return (
    <MerchantPage
      namespace="compliance"
      spec={{ titleKey: 'disputes.title', descriptionKey: 'disputes.description' }}
    >
      {(merchantId) => <Disputes merchantId={merchantId} />}
    </MerchantPage>
  );
}
