import { ApiError } from '@arara/api-client';
import { callApi } from '@arara/api-client/call';
import {
  ADMIN_PERMISSIONS,
  adminPeopleEndpoints,
  firstMessageByField,
  type TAdminPermission,
  type TAdminProfileDetail,
  type TAdminProfileStatus,
  ZAdminProfileCreateRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Field, Flex, Text, toast } from '@arara/ui/core';
import { Checkbox, Modal, Switch } from '@arara/ui/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Input, Select } from '@arara/ui/input';

type FieldName = 'name' | 'slug' | 'description' | 'permissions' | 'general';
type FieldErrors = Partial<Record<FieldName, string>>;

/** Field errors of the contract or the API (keys of the admin namespace), by field. */
export const fieldErrorsOf = (problems: Parameters<typeof firstMessageByField>[0]) =>
  firstMessageByField(problems) as FieldErrors;

/** The permission's label key: the dots of `users.read` would read as nesting. */
export const permissionLabelKey = (permission: TAdminPermission) =>
  `people.profiles.permissionNames.${permission.replace('.', '_')}`;

/**
 * Create (no `profile`) or edit a profile: name, slug, description, super admin flag,
 * permissions, status. Checked against the contract here, then by the API, whose field errors
 * (duplicate name or slug, self lock-out) land on the fields.
 */
export function ProfileFormModal({
  profile,
  onClose,
}: {
  profile?: TAdminProfileDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile?.name ?? '');
  const [slug, setSlug] = useState(profile?.slug ?? '');
  const [description, setDescription] = useState(profile?.description ?? '');
  const [isSuperAdmin, setIsSuperAdmin] = useState(profile?.isSuperAdmin ?? false);
  const [permissions, setPermissions] = useState<TAdminPermission[]>(profile?.permissions ?? []);
  const [status, setStatus] = useState<TAdminProfileStatus>(profile?.status ?? 'active');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const text = (key: string | undefined) => (key ? t(key as never) : undefined);

  const submit = async () => {
    const parsed = ZAdminProfileCreateRequest.safeParse({
      name,
      slug,
      description: description.trim() || null,
      isSuperAdmin,
      permissions,
      status,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (profile) {
        await callApi(adminPeopleEndpoints.updateProfile, {
          params: { profileId: profile.id },
          body: parsed.data,
        });
      } else {
        await callApi(adminPeopleEndpoints.createProfile, { body: parsed.data });
      }
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(t(profile ? 'people.profiles.updated' : 'people.profiles.created'));
      onClose();
    } catch (error) {
      const fields =
        error instanceof ApiError
          ? fieldErrorsOf(
              Object.entries(error.fields).map(([path, message]) => ({ path: [path], message })),
            )
          : {};
      setErrors(fields);
      toast.error(t(profile ? 'people.profiles.updateError' : 'people.profiles.createError'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={t(profile ? 'people.profiles.edit' : 'people.profiles.create')}
      okText={t('people.profiles.save')}
      cancelText={t('people.profiles.cancel')}
      okButtonProps={{ loading: pending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {errors.general ? <Alert type="error" showIcon title={text(errors.general)} /> : null}
      <Field id="profile-name" label={t('people.profiles.fields.name')} error={text(errors.name)}>
        {(control) => (
          <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />
        )}
      </Field>
      <Field
        id="profile-slug"
        label={t('people.profiles.fields.slug')}
        error={text(errors.slug)}
        hint={t('people.profiles.fields.slugHint')}
      >
        {(control) => (
          <Input {...control} value={slug} onChange={(event) => setSlug(event.target.value)} />
        )}
      </Field>
      <Field
        id="profile-description"
        label={t('people.profiles.fields.description')}
        error={text(errors.description)}
      >
        {(control) => (
          <Input.TextArea
            {...control}
            rows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <Field id="profile-status" label={t('people.profiles.fields.status')}>
        {(control) => (
          <Select
            id={control.id}
            value={status}
            onChange={(value: TAdminProfileStatus) => setStatus(value)}
            options={(['active', 'inactive'] as const).map((value) => ({
              value,
              label: t(`people.profiles.status.${value}`),
            }))}
          />
        )}
      </Field>
      <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
        <Switch
          id="profile-super-admin"
          checked={isSuperAdmin}
          onChange={setIsSuperAdmin}
          aria-label={t('people.profiles.fields.isSuperAdmin')}
        />
        <label htmlFor="profile-super-admin">{t('people.profiles.fields.isSuperAdmin')}</label>
      </Flex>
      {isSuperAdmin ? (
        <Text type="secondary">{t('people.profiles.fields.superAdminHint')}</Text>
      ) : (
        <fieldset style={{ border: 'none', padding: 0 }}>
          <legend>{t('people.profiles.fields.permissions')}</legend>
          <Checkbox.Group
            value={permissions}
            onChange={(values) => setPermissions(values as TAdminPermission[])}
          >
            <Flex vertical gap={4}>
              {ADMIN_PERMISSIONS.map((permission) => (
                <Checkbox key={permission} value={permission}>
                  {t(permissionLabelKey(permission) as never)}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
          {errors.permissions ? <Text type="danger">{text(errors.permissions)}</Text> : null}
        </fieldset>
      )}
    </Modal>
  );
}
