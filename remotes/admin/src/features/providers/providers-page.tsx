import { ApiError } from '@arara/api-client';
import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { adminProviderEndpoints, type TAdminProvider } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import { Empty, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { Tag } from '@arara/ui/layout';
import { RoutePage } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminAccess } from '../../lib/admin-session';
import { ACTIVE_STATUS, DeleteButton, LoadError } from './area-ui';
import { ProviderFormDrawer } from './provider-form';

function DeleteProvider({ provider }: { provider: TAdminProvider }) {
  const { t } = useTranslation('admin');
  const remove = useEndpointMutation(adminProviderEndpoints.delete, { providerId: provider.id });
  return (
    <DeleteButton
      name={provider.name}
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({});
          toast.success(t('providersArea.providers.toast.deleted'));
        } catch (error) {
          toast.error(
            error instanceof ApiError && error.status === 409
              ? t('providersArea.errors.providerInUse')
              : t('providersArea.providers.toast.deleteError'),
          );
        }
      }}
    />
  );
}

/** /admin/providers: banking providers, their operations and attributes (providers.manage). */
export function ProvidersPage() {
  const { t } = useTranslation('admin');
  const canManage = useAdminAccess().can('providers.manage');
  const providers = useQuery(endpointQueryOptions(adminProviderEndpoints.list, {}));
  const [editing, setEditing] = useState<TAdminProvider | null | undefined>(undefined);

  const columns: TableProps<TAdminProvider>['columns'] = [
    { key: 'name', title: t('providersArea.providers.fields.name'), dataIndex: 'name' },
    {
      key: 'operations',
      title: t('providersArea.providers.fields.operations'),
      render: (_, provider) => (
        <Flex gap={4} wrap>
          {provider.operations.map((operation) => (
            <Tag key={operation}>{t(`providersArea.operations.${operation}`)}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'attributes',
      title: t('providersArea.providers.fields.attributes'),
      render: (_, provider) =>
        provider.attributes.length === 0
          ? '—'
          : provider.attributes
              .map((attribute) =>
                attribute.required
                  ? `${attribute.name} (${t('providersArea.providers.fields.required')})`
                  : attribute.name,
              )
              .join(', '),
    },
    {
      key: 'status',
      title: t('providersArea.common.status'),
      render: (_, provider) => <StatusTag kind={ACTIVE_STATUS} status={provider.status} />,
    },
    {
      key: 'usage',
      title: t('providersArea.providers.usage'),
      render: (_, provider) =>
        t('providersArea.providers.usageText', {
          accounts: provider.bankAccountCount,
          configurations: provider.configurationCount,
        }),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('providersArea.common.actions'),
            render: (_: unknown, provider: TAdminProvider) => (
              <Flex gap={8}>
                <Button size="small" onClick={() => setEditing(provider)}>
                  {t('providersArea.common.edit')}
                </Button>
                <DeleteProvider provider={provider} />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <RoutePage
      namespace="admin"
      spec={{ titleKey: 'pages.providers.title', descriptionKey: 'pages.providers.description' }}
    >
      <Flex vertical gap={16}>
        {canManage ? (
          <Flex justify="flex-end">
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('providersArea.providers.new')}
            </Button>
          </Flex>
        ) : null}
        {providers.isError ? <LoadError text={t('providersArea.providers.loadError')} /> : null}
        <Table<TAdminProvider>
          rowKey="id"
          columns={columns}
          dataSource={providers.data?.items ?? []}
          loading={providers.isPending}
          locale={{
            emptyText: providers.isError ? (
              ' '
            ) : (
              <Empty description={t('providersArea.providers.empty')} />
            ),
          }}
          pagination={false}
          scroll={{ x: true }}
        />
      </Flex>
      {editing !== undefined ? (
        <ProviderFormDrawer
          key={editing?.id ?? 'new'}
          provider={editing}
          open
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </RoutePage>
  );
}
