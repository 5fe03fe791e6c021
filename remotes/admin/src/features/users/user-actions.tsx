import { ApiError } from '@arara/api-client';
import { callApi } from '@arara/api-client/call';
import { adminPeopleEndpoints, type TAdminUser } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import { ConfirmButton } from '@arara/ui/layout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

type Action = 'block' | 'unblock' | 'delete';

const ENDPOINTS = {
  block: adminPeopleEndpoints.blockUser,
  unblock: adminPeopleEndpoints.unblockUser,
  delete: adminPeopleEndpoints.deleteUser,
} as const;

const DONE = {
  block: 'people.users.blocked',
  unblock: 'people.users.unblocked',
  delete: 'people.users.deleted',
} as const;

const FAILED = {
  block: 'people.users.blockError',
  unblock: 'people.users.unblockError',
  delete: 'people.users.deleteError',
} as const;

/** Edit, block / unblock and delete one user, each confirmed; never on oneself. */
export function UserActions({
  user,
  isSelf,
  onEdit,
}: {
  user: TAdminUser;
  isSelf: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Action | null>(null);

  const run = async (action: Action) => {
    setPending(action);
    try {
      await callApi(ENDPOINTS[action] as typeof adminPeopleEndpoints.blockUser, {
        params: { userId: user.id },
      });
      toast.success(t(DONE[action]));
    } catch (error) {
      const reason = error instanceof ApiError ? error.fields.general : undefined;
      toast.error(t(FAILED[action]), { description: reason ? t(reason as never) : undefined });
    } finally {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  };

  const blocked = user.status === 'blocked';
  return (
    <Flex gap={8} wrap>
      <Button size="small" onClick={onEdit}>
        {t('people.users.edit')}
      </Button>
      {isSelf ? null : blocked ? (
        <ConfirmButton
          label={t('people.users.unblock')}
          question={t('people.users.unblockConfirm', { name: user.name })}
          description={t('people.users.unblockDescription')}
          cancelLabel={t('people.users.cancel')}
          pending={pending === 'unblock'}
          onConfirm={() => run('unblock')}
        />
      ) : (
        <ConfirmButton
          danger
          label={t('people.users.block')}
          question={t('people.users.blockConfirm', { name: user.name })}
          description={t('people.users.blockDescription')}
          cancelLabel={t('people.users.cancel')}
          pending={pending === 'block'}
          onConfirm={() => run('block')}
        />
      )}
      {isSelf ? null : (
        <ConfirmButton
          danger
          label={t('people.users.delete')}
          question={t('people.users.deleteConfirm', { name: user.name })}
          description={t('people.users.deleteDescription')}
          cancelLabel={t('people.users.cancel')}
          pending={pending === 'delete'}
          onConfirm={() => run('delete')}
        />
      )}
    </Flex>
  );
}
