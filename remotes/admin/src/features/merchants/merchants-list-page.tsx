import {
  formatDocument,
  type TAdminMerchantSummary,
  type TMerchantStatus,
  ZMerchantStatus,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex } from '@arara/ui/core';
import { dateColumn, Empty, linkColumn, moneyColumn, statusColumn } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { PlusOutlined } from '@arara/ui/layout';
import { RoutePage } from '@arara/ui/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MerchantFormDrawer } from './merchant-form';
import { adminMerchantsQueryOptions, MERCHANT_STATUS } from './merchants-api';
import { useAdminAccess } from '../../lib/admin-session';
import { Input, Select } from '@arara/ui/input';

/** /admin/merchants: every merchant, searchable by name or CNPJ, filtered by status. */
export function MerchantsListPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const canManage = useAdminAccess().can('merchants.manage');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TMerchantStatus | undefined>();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const merchants = useQuery({
    ...adminMerchantsQueryOptions({ search: search || undefined, status, page }),
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<TAdminMerchantSummary>['columns'] = [
    linkColumn<TAdminMerchantSummary>(
      'name',
      t('merchantsArea.list.columns.name'),
      (merchant) => `/admin/merchants/${merchant.id}`,
      (merchant) => merchant.name,
    ),
    {
      key: 'document',
      title: t('merchantsArea.list.columns.document'),
      render: (_, merchant) => formatDocument(merchant.document),
    },
    statusColumn<TAdminMerchantSummary, TMerchantStatus>(
      t('merchantsArea.list.columns.status'),
      MERCHANT_STATUS,
    ),
    moneyColumn<TAdminMerchantSummary>(
      'balance',
      t('merchantsArea.list.columns.balance'),
      (merchant) => merchant.balance,
    ),
    dateColumn<TAdminMerchantSummary, 'createdAt'>(
      'createdAt',
      t('merchantsArea.list.columns.createdAt'),
      i18n.language,
    ),
  ];

  return (
    <RoutePage
      namespace="admin"
      spec={{ titleKey: 'pages.merchants.title', descriptionKey: 'pages.merchants.description' }}
      extra={
        canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('merchantsArea.list.create')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={12} wrap>
          <Input.Search
            aria-label={t('merchantsArea.list.search')}
            placeholder={t('merchantsArea.list.search')}
            allowClear
            enterButton
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
            style={{ maxWidth: 420 }}
          />
          <Select
            aria-label={t('merchantsArea.list.statusFilter')}
            placeholder={t('merchantsArea.list.allStatuses')}
            allowClear
            value={status}
            onChange={(value: TMerchantStatus | undefined) => {
              setStatus(value ?? undefined);
              setPage(1);
            }}
            options={ZMerchantStatus.options.map((option) => ({
              value: option,
              label: t(`merchantsArea.status.${option}`),
            }))}
            style={{ minWidth: 200 }}
          />
        </Flex>
        {merchants.isError ? (
          <Alert type="error" showIcon title={t('merchantsArea.list.loadError')} />
        ) : null}
        <Table<TAdminMerchantSummary>
          rowKey="id"
          columns={columns}
          dataSource={merchants.data?.merchants ?? []}
          loading={merchants.isFetching}
          locale={{
            emptyText: merchants.isError ? (
              ' '
            ) : (
              <Empty description={t('merchantsArea.list.empty')} />
            ),
          }}
          pagination={{
            current: page,
            pageSize: merchants.data?.pageSize ?? 20,
            total: merchants.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          scroll={{ x: true }}
        />
      </Flex>
      {creating ? (
        <MerchantFormDrawer
          onClose={() => setCreating(false)}
          onSaved={(saved) => navigate(`/admin/merchants/${saved.id}`)}
        />
      ) : null}
    </RoutePage>
  );
}
