import { ApiError } from '@arara/api-client';
import { endpointQueryOptions } from '@arara/api-client/query';
import {
  adminEndpoints,
  formatDocument,
  type TAdminUser,
  type TUserStatus,
  ZUserStatus,
} from '@arara/contracts';
import { RoutePage } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Text, toast } from '@arara/ui/core';
import { StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { Tag } from '@arara/ui/layout';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { startActingAs } from '@arara/session/back-office';
import { useAdminAccess } from '../../lib/admin-session';
import { UserActions } from './user-actions';
import { UserFormModal } from './user-form-modal';
import { EMAIL_STATUS, USER_STATUS } from './user-status';
import { Input, Select } from '@arara/ui/input';

/** One page of users, filtered by search and status (a blank search is left out of the URL). */
const usersQuery = (search: string, page: number, status: TUserStatus | undefined) =>
  endpointQueryOptions(adminEndpoints.users, {
    query: { page, search: search.trim() || undefined, status },
  });

/** Pick one of the user's merchants and act as the user there; none → nothing to act in. */
function ActAsControl({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const merchants = user.merchants.filter((merchant) => merchant.membershipStatus === 'active');
  const [merchantId, setMerchantId] = useState<string | undefined>(merchants[0]?.id);
  const [isStarting, setIsStarting] = useState(false);

  if (merchants.length === 0) {
    return (
      <Flex gap={8} align="center" wrap>
        <Text type="secondary">{t('users.noMerchant')}</Text>
        <Button disabled>{t('users.actAs')}</Button>
      </Flex>
    );
  }

  const onActAs = async () => {
    if (!merchantId) return;
    setIsStarting(true);
    try {
      await startActingAs(user.id, merchantId);
      navigate('/');
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.code === 'NOT_FOUND'
          ? t('users.actAsNotMember')
          : t('users.actAsError'),
      );
      setIsStarting(false);
    }
  };

  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label={t('users.merchantFor', { name: user.name })}
        value={merchantId}
        onChange={(value: string) => setMerchantId(value)}
        options={merchants.map((merchant) => ({ value: merchant.id, label: merchant.name }))}
        style={{ minWidth: 220 }}
      />
      <Button
        type="primary"
        loading={isStarting}
        disabled={!merchantId}
        onClick={() => void onActAs()}
      >
        {t('users.actAs')}
      </Button>
    </Flex>
  );
}

/**
 * /admin/users: every user, searchable and filtered by status, with create, edit, block /
 * unblock, delete (users.manage) and act-as (users.actAs).
 */
export function UsersPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TUserStatus | undefined>(undefined);
  const [editing, setEditing] = useState<TAdminUser | 'new' | null>(null);
  const { can, adminId } = useAdminAccess();
  const users = useQuery({
    ...usersQuery(search, page, status),
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<TAdminUser>['columns'] = [
    { key: 'name', title: t('users.columns.name'), dataIndex: 'name' },
    { key: 'email', title: t('users.columns.email'), dataIndex: 'email' },
    {
      key: 'document',
      title: t('people.users.columns.document'),
      render: (_, user) => (user.document ? formatDocument(user.document) : '—'),
    },
    {
      key: 'role',
      title: t('people.users.columns.role'),
      render: (_, user) => (
        <Flex gap={4} wrap>
          <Tag color={user.role === 'administrator' ? 'purple' : undefined}>
            {t(`people.users.roles.${user.role}`)}
          </Tag>
          {user.adminProfile ? <Tag>{user.adminProfile.name}</Tag> : null}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('users.columns.status'),
      render: (_, user) => (
        <Flex gap={4} wrap>
          <StatusTag kind={USER_STATUS} status={user.status} />
          <StatusTag kind={EMAIL_STATUS} status={user.emailVerified ? 'verified' : 'unverified'} />
        </Flex>
      ),
    },
    {
      key: 'lastLoginAt',
      title: t('users.columns.lastLogin'),
      render: (_, user) =>
        user.lastLoginAt
          ? new Intl.DateTimeFormat(i18n.language, {
              dateStyle: 'short',
              timeStyle: 'short',
            }).format(new Date(user.lastLoginAt))
          : t('users.never'),
    },
    {
      key: 'merchants',
      title: t('users.columns.merchants'),
      render: (_, user) =>
        user.merchants.length === 0
          ? '—'
          : user.merchants.map((merchant) => `${merchant.name} (${merchant.role})`).join(', '),
    },
    ...(can('users.actAs')
      ? [
          {
            key: 'actAs',
            title: t('users.columns.actAs'),
            render: (_: unknown, user: TAdminUser) =>
              user.status === 'blocked' ? null : <ActAsControl user={user} />,
          },
        ]
      : []),
    ...(can('users.manage')
      ? [
          {
            key: 'actions',
            title: t('people.users.columns.actions'),
            render: (_: unknown, user: TAdminUser) => (
              <UserActions
                user={user}
                isSelf={user.id === adminId}
                onEdit={() => setEditing(user)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <RoutePage
      namespace="admin"
      spec={{ titleKey: 'pages.users.title', descriptionKey: 'pages.users.description' }}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap justify="space-between">
          <Flex gap={8} wrap>
            <Input.Search
              aria-label={t('users.search')}
              placeholder={t('users.search')}
              allowClear
              enterButton
              onSearch={(value) => {
                setSearch(value);
                setPage(1);
              }}
              style={{ maxWidth: 420 }}
            />
            <Select
              aria-label={t('people.users.statusFilter')}
              allowClear
              placeholder={t('people.users.allStatuses')}
              value={status}
              onChange={(value: TUserStatus | undefined) => {
                setStatus(value);
                setPage(1);
              }}
              options={ZUserStatus.options.map((value) => ({
                value,
                label: t(`people.users.statuses.${value}`),
              }))}
              style={{ minWidth: 180 }}
            />
          </Flex>
          {can('users.manage') ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('people.users.create')}
            </Button>
          ) : null}
        </Flex>
        {users.isError ? <Alert type="error" showIcon title={t('people.users.loadError')} /> : null}
        <Table<TAdminUser>
          rowKey="id"
          columns={columns}
          dataSource={users.data?.users ?? []}
          loading={users.isFetching}
          pagination={{
            current: page,
            pageSize: users.data?.pageSize ?? 20,
            total: users.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          scroll={{ x: true }}
        />
      </Flex>
      {editing ? (
        <UserFormModal
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </RoutePage>
  );
}
