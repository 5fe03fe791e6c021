import { endpointKey } from '@arara/api-client/query';
import { teamEndpoints } from '@arara/contracts';
import { useMe } from '@arara/session/me';
import type { TMerchantDetail, TPendingInvitation, TTeamMember } from '@arara/contracts';
import { Alert, Button, Flex, Panel, Space } from '@arara/ui/core';
import { StatusTag } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { ConfirmButton, Tag, UserAddOutlined } from '@arara/ui/layout';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { membersQuery, revokeInvitation, revokeMember, setMemberStatus } from '@/api/team';
import { InvitePanel } from './invite-panel';
import { MEMBER_STATUS } from './member-status';
import { useRowAction } from './use-row-action';
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

  const changeStatus = useRowAction({
    mutationFn: (member: TTeamMember) =>
      setMemberStatus(
        merchant.id,
        member.userId,
        member.status === 'active' ? 'blocked' : 'active',
      ),
    done: (member) =>
      t(member.status === 'active' ? 'team.blocked' : 'team.unblocked', { name: member.name }),
    failed: t('team.statusError'),
    refresh,
  });
  const revoke = useRowAction({
    mutationFn: (member: TTeamMember) => revokeMember(merchant.id, member.userId),
    done: () => t('team.revoked'),
    failed: t('team.revokeError'),
    refresh,
  });
  const cancelInvitation = useRowAction({
    mutationFn: (invitation: TPendingInvitation) => revokeInvitation(merchant.id, invitation.id),
    done: () => t('team.invitationRevoked'),
    failed: t('team.revokeInvitationError'),
    refresh,
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
                        <ConfirmButton
                          danger
                          label={t('team.revoke')}
                          question={t('team.revokeConfirm', { name: member.name })}
                          cancelLabel={t('team.cancel')}
                          onConfirm={() => revoke.mutateAsync(member)}
                        />
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
