import { ApiError } from '@arara/api-client';
import { callApi } from '@arara/api-client/call';
import { endpointQueryOptions } from '@arara/api-client/query';
import {
  adminPeopleEndpoints,
  firstMessageByField,
  type TAdminUser,
  ZAdminUserCreateRequest,
  ZAdminUserUpdateRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Field, toast } from '@arara/ui/core';
import { Modal, Radio } from '@arara/ui/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Input, Select } from '@arara/ui/input';

type FieldName = 'name' | 'email' | 'document' | 'kind' | 'adminProfileId' | 'general';
type FieldErrors = Partial<Record<FieldName, string>>;

const fieldErrorsOf = (problems: Parameters<typeof firstMessageByField>[0]) =>
  firstMessageByField(problems) as FieldErrors;

const apiFieldErrors = (error: unknown): FieldErrors =>
  error instanceof ApiError
    ? fieldErrorsOf(
        Object.entries(error.fields).map(([path, message]) => ({ path: [path], message })),
      )
    : {};

/** The profiles an administrator can be given (only when the admin may read them). */
export const profileOptionsQuery = () => endpointQueryOptions(adminPeopleEndpoints.profiles, {});

/**
 * Create a user (an administrator with a profile, or a plain user; they get an e-mail to set
 * their password) or edit one (name, CPF, an administrator's profile).
 */
export function UserFormModal({ user, onClose }: { user?: TAdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const profiles = useQuery(profileOptionsQuery());
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [document, setDocument] = useState(user?.document ?? '');
  const [kind, setKind] = useState<'admin' | 'user'>(user?.isAdmin ? 'admin' : 'user');
  const [adminProfileId, setAdminProfileId] = useState<string | undefined>(user?.adminProfile?.id);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const text = (key: string | undefined) => (key ? t(key as never) : undefined);

  const send = async (): Promise<boolean> => {
    if (user) {
      const parsed = ZAdminUserUpdateRequest.safeParse({
        name,
        document,
        ...(user.isAdmin && adminProfileId ? { adminProfileId } : {}),
      });
      if (!parsed.success) {
        setErrors(fieldErrorsOf(parsed.error.issues));
        return false;
      }
      await callApi(adminPeopleEndpoints.updateUser, {
        params: { userId: user.id },
        body: parsed.data,
      });
      return true;
    }
    const parsed = ZAdminUserCreateRequest.safeParse({
      name,
      email,
      document,
      kind,
      adminProfileId: kind === 'admin' ? adminProfileId : undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return false;
    }
    await callApi(adminPeopleEndpoints.createUser, { body: parsed.data });
    return true;
  };

  const submit = async () => {
    setErrors({});
    setPending(true);
    try {
      if (!(await send())) return;
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(t(user ? 'people.users.updated' : 'people.users.created'));
      onClose();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast.error(t(user ? 'people.users.updateError' : 'people.users.createError'));
    } finally {
      setPending(false);
    }
  };

  const showProfile = user ? user.isAdmin : kind === 'admin';

  return (
    <Modal
      open
      title={t(user ? 'people.users.edit' : 'people.users.create')}
      okText={t('people.users.save')}
      cancelText={t('people.users.cancel')}
      okButtonProps={{ loading: pending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {errors.general ? <Alert type="error" showIcon title={text(errors.general)} /> : null}
      <Field id="user-name" label={t('people.users.fields.name')} error={text(errors.name)}>
        {(control) => (
          <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />
        )}
      </Field>
      {user ? null : (
        <Field id="user-email" label={t('people.users.fields.email')} error={text(errors.email)}>
          {(control) => (
            <Input
              {...control}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
      )}
      <Field
        id="user-document"
        label={t('people.users.fields.document')}
        error={text(errors.document)}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={document}
            onChange={(event) => setDocument(event.target.value)}
          />
        )}
      </Field>
      {user ? null : (
        <Field id="user-kind" label={t('people.users.fields.kind')} error={text(errors.kind)}>
          {(control) => (
            <Radio.Group
              id={control.id}
              value={kind}
              onChange={(event) => setKind(event.target.value as 'admin' | 'user')}
              options={[
                { value: 'user', label: t('people.users.fields.kindUser') },
                { value: 'admin', label: t('people.users.fields.kindAdmin') },
              ]}
            />
          )}
        </Field>
      )}
      {showProfile ? (
        <Field
          id="user-profile"
          label={t('people.users.fields.profile')}
          error={text(errors.adminProfileId)}
        >
          {(control) => (
            <Select
              id={control.id}
              aria-label={t('people.users.fields.profile')}
              status={control.status}
              value={adminProfileId}
              onChange={(value: string) => setAdminProfileId(value)}
              loading={profiles.isLoading}
              options={(profiles.data?.profiles ?? []).map((profile) => ({
                value: profile.id,
                label: profile.name,
              }))}
              style={{ width: '100%' }}
            />
          )}
        </Field>
      ) : null}
    </Modal>
  );
}
