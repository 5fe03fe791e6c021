import { ApiError } from '@arara/api-client';
import { callApi } from '@arara/api-client/call';
import { endpointQueryOptions } from '@arara/api-client/query';
import { adminPeopleEndpoints, type TAdminProfileDetail } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, toast } from '@arara/ui/core';
import { formatDateTime, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { ConfirmButton, Tag } from '@arara/ui/layout';
import { RoutePage } from '@arara/ui/page';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminAccess } from '../../lib/admin-session';
import { permissionLabelKey, ProfileFormModal } from './profile-form-modal';
import { PROFILE_STATUS } from './profile-status';

export const profilesQueryOptions = () => endpointQueryOptions(adminPeopleEndpoints.profiles, {});

/** /admin/profiles: admin profiles, created, edited, deactivated and deleted here. */
export function ProfilesPage() {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const profiles = useQuery(profilesQueryOptions());
  const [editing, setEditing] = useState<TAdminProfileDetail | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const can = useAdminAccess().can('profiles.manage');

  const remove = async (profile: TAdminProfileDetail) => {
    setDeleting(profile.id);
    try {
      await callApi(adminPeopleEndpoints.deleteProfile, { params: { profileId: profile.id } });
      toast.success(t('people.profiles.deleted'));
    } catch (error) {
      const reason = error instanceof ApiError ? error.fields.general : undefined;
      toast.error(t('people.profiles.deleteError'), {
        description: reason ? t(reason as never) : undefined,
      });
    } finally {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  };

  const columns: TableProps<TAdminProfileDetail>['columns'] = [
    { key: 'name', title: t('people.profiles.columns.name'), dataIndex: 'name' },
    { key: 'slug', title: t('people.profiles.columns.slug'), dataIndex: 'slug' },
    {
      key: 'status',
      title: t('people.profiles.columns.status'),
      render: (_, profile) => <StatusTag kind={PROFILE_STATUS} status={profile.status} />,
    },
    {
      key: 'permissions',
      title: t('people.profiles.columns.permissions'),
      render: (_, profile) =>
        profile.isSuperAdmin ? (
          <Tag color="purple">{t('people.profiles.allPermissions')}</Tag>
        ) : (
          <Flex gap={4} wrap>
            {profile.permissions.map((permission) => (
              <Tag key={permission}>{t(permissionLabelKey(permission) as never)}</Tag>
            ))}
          </Flex>
        ),
    },
    { key: 'users', title: t('people.profiles.columns.users'), dataIndex: 'usersCount' },
    {
      key: 'createdAt',
      title: t('people.profiles.columns.createdAt'),
      render: (_, profile) => formatDateTime(profile.createdAt, i18n.language),
    },
    {
      key: 'actions',
      title: t('people.profiles.columns.actions'),
      render: (_, profile) =>
        can ? (
          <Flex gap={8}>
            <Button size="small" onClick={() => setEditing(profile)}>
              {t('people.profiles.edit')}
            </Button>
            <ConfirmButton
              danger
              label={t('people.profiles.delete')}
              question={t('people.profiles.deleteConfirm', { name: profile.name })}
              description={t('people.profiles.deleteDescription')}
              cancelLabel={t('people.profiles.cancel')}
              pending={deleting === profile.id}
              onConfirm={() => remove(profile)}
            />
          </Flex>
        ) : null,
    },
  ];

  return (
    <RoutePage
      namespace="admin"
      spec={{ titleKey: 'pages.profiles.title', descriptionKey: 'pages.profiles.description' }}
    >
      <Flex vertical gap={16}>
        {can ? (
          <Flex justify="flex-end">
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('people.profiles.create')}
            </Button>
          </Flex>
        ) : null}
        {profiles.isError ? (
          <Alert type="error" showIcon title={t('people.profiles.loadError')} />
        ) : null}
        <Table<TAdminProfileDetail>
          rowKey="id"
          columns={columns}
          dataSource={profiles.data?.profiles ?? []}
          loading={profiles.isFetching}
          locale={{ emptyText: profiles.isError ? ' ' : t('people.profiles.empty') }}
          pagination={false}
          scroll={{ x: true }}
        />
      </Flex>
      {editing ? (
        <ProfileFormModal
          key={editing === 'new' ? 'new' : editing.id}
          profile={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </RoutePage>
  );
}
