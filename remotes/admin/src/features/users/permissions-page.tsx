import { ApiError } from '@arara/api-client';
import { callApi } from '@arara/api-client/call';
import { endpointQueryOptions } from '@arara/api-client/query';
import { adminPeopleEndpoints, type TAdministrator } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Flex, Text, toast } from '@arara/ui/core';
import { StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { Tag } from '@arara/ui/layout';
import { RoutePage } from '@arara/ui/page';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminAccess } from '../../lib/admin-session';
import { profileOptionsQuery } from './user-form-modal';
import { USER_STATUS } from './user-status';
import { Select } from '@arara/ui/input';

export const administratorsQueryOptions = () =>
  endpointQueryOptions(adminPeopleEndpoints.administrators, {});

/** One administrator's profile, changed on the spot (users.manage). */
function ProfileSelect({ administrator }: { administrator: TAdministrator }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const profiles = useQuery(profileOptionsQuery());
  const [pending, setPending] = useState(false);

  const change = async (adminProfileId: string) => {
    setPending(true);
    try {
      await callApi(adminPeopleEndpoints.assignProfile, {
        params: { userId: administrator.id },
        body: { adminProfileId },
      });
      toast.success(t('people.permissions.changed'));
    } catch (error) {
      const reason =
        error instanceof ApiError
          ? (error.fields.adminProfileId ?? error.fields.general)
          : undefined;
      toast.error(t('people.permissions.changeError'), {
        description: reason ? t(reason as never) : undefined,
      });
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  };

  // Without profiles.manage the list of profiles cannot be read: the current one is shown.
  const options =
    profiles.data?.profiles.map((profile) => ({
      value: profile.id,
      label: profile.name,
    })) ??
    (administrator.profile
      ? [{ value: administrator.profile.id, label: administrator.profile.name }]
      : []);

  return (
    <Select
      aria-label={t('people.permissions.profileFor', { name: administrator.name })}
      value={administrator.profile?.id}
      placeholder={t('people.permissions.noProfile')}
      loading={pending || profiles.isLoading}
      disabled={pending}
      onChange={(value: string) => void change(value)}
      options={options}
      style={{ minWidth: 220 }}
    />
  );
}

/** /admin/users/permissions: which profile each administrator has, and changing it. */
export function PermissionsPage() {
  const { t } = useTranslation('admin');
  const administrators = useQuery(administratorsQueryOptions());
  const canChange = useAdminAccess().can('users.manage');

  const columns: TableProps<TAdministrator>['columns'] = [
    { key: 'name', title: t('people.permissions.columns.name'), dataIndex: 'name' },
    { key: 'email', title: t('people.permissions.columns.email'), dataIndex: 'email' },
    {
      key: 'status',
      title: t('people.permissions.columns.status'),
      render: (_, administrator) => <StatusTag kind={USER_STATUS} status={administrator.status} />,
    },
    {
      key: 'profile',
      title: t('people.permissions.columns.profile'),
      render: (_, administrator) =>
        canChange ? (
          <ProfileSelect administrator={administrator} />
        ) : administrator.profile ? (
          <Tag>{administrator.profile.name}</Tag>
        ) : (
          <Text type="secondary">{t('people.permissions.noProfile')}</Text>
        ),
    },
  ];

  return (
    <RoutePage
      namespace="admin"
      spec={{
        titleKey: 'pages.permissions.title',
        descriptionKey: 'pages.permissions.description',
      }}
    >
      <Flex vertical gap={16}>
        {canChange ? null : <Alert type="info" showIcon title={t('people.permissions.readOnly')} />}
        {administrators.isError ? (
          <Alert type="error" showIcon title={t('people.permissions.loadError')} />
        ) : null}
        <Table<TAdministrator>
          rowKey="id"
          columns={columns}
          dataSource={administrators.data?.administrators ?? []}
          loading={administrators.isFetching}
          locale={{ emptyText: administrators.isError ? ' ' : t('people.permissions.empty') }}
          pagination={false}
          scroll={{ x: true }}
        />
      </Flex>
    </RoutePage>
  );
}
