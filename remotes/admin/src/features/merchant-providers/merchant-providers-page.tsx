import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { adminProviderEndpoints, type TMerchantProviderConfig } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import { Empty, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { RoutePage } from '@arara/ui/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACTIVE_STATUS, AreaFilters, DeleteButton, LoadError } from '../providers';
import { useAdminAccess } from '../../lib/admin-session';
import { MerchantProviderFormDrawer, PASSWORD_MASK } from './merchant-provider-form';

function DeleteConfiguration({ config }: { config: TMerchantProviderConfig }) {
  const { t } = useTranslation('admin');
  const remove = useEndpointMutation(adminProviderEndpoints.deleteConfiguration, {
    configId: config.id,
  });
  return (
    <DeleteButton
      name={`${config.merchantName} · ${config.providerName}`}
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({});
          toast.success(t('providersArea.merchantProviders.toast.deleted'));
        } catch {
          toast.error(t('providersArea.merchantProviders.toast.deleteError'));
        }
      }}
    />
  );
}

/** /admin/merchant-providers: each merchant's credentials at its providers (providers.manage). */
export function MerchantProvidersPage() {
  const { t } = useTranslation('admin');
  const canManage = useAdminAccess().can('providers.manage');
  const [filters, setFilters] = useState<{ merchantId?: string; providerId?: string }>({});
  const [editing, setEditing] = useState<TMerchantProviderConfig | null | undefined>(undefined);
  const options = useQuery(endpointQueryOptions(adminProviderEndpoints.configurationOptions, {}));
  const configs = useQuery({
    ...endpointQueryOptions(adminProviderEndpoints.configurations, { query: filters }),
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<TMerchantProviderConfig>['columns'] = [
    { key: 'merchant', title: t('providersArea.common.merchant'), dataIndex: 'merchantName' },
    { key: 'provider', title: t('providersArea.common.provider'), dataIndex: 'providerName' },
    {
      key: 'username',
      title: t('providersArea.merchantProviders.fields.username'),
      dataIndex: 'username',
    },
    {
      key: 'password',
      title: t('providersArea.merchantProviders.fields.password'),
      render: (_, config) => (config.hasPassword ? PASSWORD_MASK : '—'),
    },
    {
      key: 'apiUrl',
      title: t('providersArea.merchantProviders.fields.apiUrl'),
      dataIndex: 'apiUrl',
    },
    {
      key: 'active',
      title: t('providersArea.common.status'),
      render: (_, config) => (
        <StatusTag kind={ACTIVE_STATUS} status={config.active ? 'active' : 'inactive'} />
      ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('providersArea.common.actions'),
            render: (_: unknown, config: TMerchantProviderConfig) => (
              <Flex gap={8}>
                <Button size="small" onClick={() => setEditing(config)}>
                  {t('providersArea.common.edit')}
                </Button>
                <DeleteConfiguration config={config} />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <RoutePage
      namespace="admin"
      spec={{
        titleKey: 'pages.merchantProviders.title',
        descriptionKey: 'pages.merchantProviders.description',
      }}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap justify="space-between">
          <AreaFilters
            merchants={options.data?.merchants ?? []}
            providers={options.data?.providers ?? []}
            value={filters}
            onChange={setFilters}
          />
          {canManage ? (
            <Button type="primary" disabled={!options.data} onClick={() => setEditing(null)}>
              {t('providersArea.merchantProviders.new')}
            </Button>
          ) : null}
        </Flex>
        {options.isError ? <LoadError text={t('providersArea.common.optionsError')} /> : null}
        {configs.isError ? (
          <LoadError text={t('providersArea.merchantProviders.loadError')} />
        ) : null}
        <Table<TMerchantProviderConfig>
          rowKey="id"
          columns={columns}
          dataSource={configs.data?.items ?? []}
          loading={configs.isFetching}
          locale={{
            emptyText: configs.isError ? (
              ' '
            ) : (
              <Empty description={t('providersArea.merchantProviders.empty')} />
            ),
          }}
          pagination={false}
          scroll={{ x: true }}
        />
      </Flex>
      {editing !== undefined && options.data ? (
        <MerchantProviderFormDrawer
          key={editing?.id ?? 'new'}
          config={editing}
          options={options.data}
          open
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </RoutePage>
  );
}
