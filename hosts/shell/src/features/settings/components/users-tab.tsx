import { endpointKey } from '@arara/api-client/query';
import { teamEndpoints } from '@arara/contracts';
import { useMe } from '@arara/session/me';
import type { TMerchantDetail, TPendingInvitation, TTeamMember } from '@arara/contracts';
import { Alert, Button, Flex, Panel, Space, toast } from '@arara/ui/core';
import { StatusTag, Table } from '@arara/ui/data';
import { Popconfirm, Tag, UserAddOutlined } from '@arara/ui/layout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { membersQuery, revokeInvitation, revokeMember, setMemberStatus } from '@/api/team';
import { InvitePanel } from './invite-panel';
import { MEMBER_STATUS } from './member-status';
import { useTeamTranslation } from '@/components/use-team-translation';

/** Members (role, status; block, unblock, revoke) and pending invitations of the merchant. */
export function UsersTab({ merchant }: { merchant: TMerchantDetail }) {
  const { t, i18n } = useTeamTranslation();
  const queryClient = useQueryClient();
  const me = useMe();
  const members = useQuery(membersQuery(merchant.id));
  const [isInviting, setInviting] = useState(false);
  const canManage = merchant.permissions.includes('team.manage');
  const myId = me.data?.user.id;
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: endpointKey(teamEndpoints.members, { merchantId: merchant.id }),
    });

  const changeStatus = useMutation({
    mutationFn: (member: TTeamMember) =>
      setMemberStatus(
        merchant.id,
        member.userId,
        member.status === 'active' ? 'blocked' : 'active',
      ),
    onSuccess: async (_, member) => {
      toast.success(
        t(member.status === 'active' ? 'team.blocked' : 'team.unblocked', { name: member.name }),
      );
      await refresh();
    },
    onError: () => toast.error(t('team.statusError')),
  });
  const revoke = useMutation({
    mutationFn: (member: TTeamMember) => revokeMember(merchant.id, member.userId),
    onSuccess: async () => {
      toast.success(t('team.revoked'));
      await refresh();
    },
    onError: () => toast.error(t('team.revokeError')),
  });
  const cancelInvitation = useMutation({
    mutationFn: (invitation: TPendingInvitation) => revokeInvitation(merchant.id, invitation.id),
    onSuccess: async () => {
      toast.success(t('team.invitationRevoked'));
      await refresh();
    },
    onError: () => toast.error(t('team.revokeInvitationError')),
  });

  /** The server has the last word; this only hides what it would refuse. */
  const canChange = (member: TTeamMember) =>
    canManage && member.userId !== myId && (member.role !== 'owner' || merchant.role === 'owner');

  if (members.isError) return <Alert type="error" showIcon title={t('team.loadError')} />;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        {canManage ? <span /> : <Alert type="info" showIcon title={t('team.readOnly')} />}
        {canManage && !isInviting ? (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            {t('team.invite')}
          </Button>
        ) : null}
      </Flex>
      {canManage && isInviting ? (
        <InvitePanel
          currentMerchantId={merchant.id}
          canInviteOwner={merchant.role === 'owner'}
          onClose={() => setInviting(false)}
        />
      ) : null}
      <Table<TTeamMember>
        rowKey="userId"
        loading={members.isPending}
        dataSource={members.data?.members ?? []}
        pagination={false}
        columns={[
          {
            key: 'name',
            title: t('team.name'),
            render: (_, member) => (
              <Space>
                {member.name}
                {member.userId === myId ? <Tag>{t('team.you')}</Tag> : null}
              </Space>
            ),
          },
          { key: 'email', title: t('team.email'), dataIndex: 'email' },
          { key: 'role', title: t('team.role'), render: (_, member) => t(`roles.${member.role}`) },
          {
            key: 'status',
            title: t('team.status'),
            render: (_, member) => <StatusTag kind={MEMBER_STATUS} status={member.status} />,
          },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: t('team.actions'),
                  render: (_: unknown, member: TTeamMember) =>
                    canChange(member) ? (
                      <Space>
                        <Button
                          size="small"
                          loading={changeStatus.isPending && changeStatus.variables === member}
                          onClick={() => changeStatus.mutate(member)}
                        >
                          {member.status === 'active' ? t('team.block') : t('team.unblock')}
                        </Button>
                        <Popconfirm
                          title={t('team.revokeConfirm', { name: member.name })}
                          okText={t('team.revoke')}
                          cancelText={t('team.cancel')}
                          okButtonProps={{ danger: true }}
                          onConfirm={() => revoke.mutateAsync(member).catch(() => undefined)}
                        >
                          <Button size="small" danger>
                            {t('team.revoke')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <Panel title={t('team.pendingTitle')}>
        <Table<TPendingInvitation>
          rowKey="id"
          loading={members.isPending}
          dataSource={members.data?.invitations ?? []}
          pagination={false}
          locale={{ emptyText: t('team.noPending') }}
          columns={[
            { key: 'email', title: t('team.email'), dataIndex: 'email' },
            { key: 'role', title: t('team.role'), render: (_, row) => t(`roles.${row.role}`) },
            {
              key: 'status',
              title: t('team.status'),
              render: () => <StatusTag kind={MEMBER_STATUS} status="invited" />,
            },
            {
              key: 'expires',
              title: t('team.expires'),
              render: (_, row) => dateFormat.format(new Date(row.expiresAt)),
            },
            ...(canManage
              ? [
                  {
                    key: 'actions',
                    title: t('team.actions'),
                    render: (_: unknown, row: TPendingInvitation) => (
                      <Button
                        size="small"
                        danger
                        loading={cancelInvitation.isPending && cancelInvitation.variables === row}
                        onClick={() => cancelInvitation.mutate(row)}
                      >
                        {t('team.revokeInvitation')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Panel>
    </Flex>
  );
}
