import { endpointKey } from '@arara/api-client/query';
import { teamEndpoints } from '@arara/contracts';
import { textFor } from '@arara/i18n';
import { useMe } from '@arara/session/me';
import {
  invitationEmailField,
  roleCan,
  type TCreateInvitationsRequest,
  type TMembershipRole,
  ZCreateInvitationsRequest,
  ZMembershipRole,
} from '@arara/contracts';
import { Field, Flex, toast } from '@arara/ui/core';
import { BoundField, Checkbox, optionsOf, SelectField } from '@arara/ui/form';
import { Tag } from '@arara/ui/layout';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { sendInvitations } from '@/api/team';
import { PanelForm } from '@/components/panel-form';
import { TEAM_NAMESPACES, useTeamTranslation } from '@/components/use-team-translation';
import { Input } from '@arara/ui/input';

type InvitePanelProps = {
  currentMerchantId: string;
  /** Only an owner invites an owner (the server checks it on every merchant). */
  canInviteOwner: boolean;
  onClose: () => void;
};

const emailSchema = invitationEmailField();
const normalize = (email: string) => email.trim().toLowerCase();

/** The first message of the e-mail list: the list's own or one of an address. */
function emailsError(errors: FieldErrors<TCreateInvitationsRequest>): string | undefined {
  const error = errors.emails;
  if (!error) return undefined;
  if (error.message) return error.message;
  if (error.root?.message) return error.root.message;
  return Object.values(error).find(
    (entry): entry is { message: string } =>
      typeof entry === 'object' && entry !== null && 'message' in entry && Boolean(entry.message),
  )?.message;
}

/** Invite several e-mails at once, with a role, to merchants where the user manages the team. */
export function InvitePanel({ currentMerchantId, canInviteOwner, onClose }: InvitePanelProps) {
  const { t } = useTeamTranslation();
  const queryClient = useQueryClient();
  const me = useMe();
  const manageable = (me.data?.merchants ?? []).filter((merchant) =>
    roleCan(merchant.role, 'team.manage'),
  );
  const defaults: TCreateInvitationsRequest = {
    emails: [],
    role: 'viewer',
    merchantIds: [currentMerchantId],
  };
  const form = useForm<TCreateInvitationsRequest>({
    resolver: zodResolver(ZCreateInvitationsRequest),
    defaultValues: defaults,
  });
  const { control, handleSubmit, reset, setError, clearErrors, getValues, setValue, formState } =
    form;
  const [draft, setDraft] = useState('');

  const close = () => {
    reset(defaults);
    setDraft('');
    send.reset();
    onClose();
  };

  /** Adds what was typed (one or several addresses); false when one of them is refused. */
  const addDraft = (): boolean => {
    const typed = draft.split(/[\s,;]+/).filter(Boolean);
    if (typed.length === 0) return true;
    const emails = [...getValues('emails')];
    for (const raw of typed) {
      const parsed = z.safeParse(emailSchema, raw);
      if (!parsed.success) {
        setError('emails', { message: parsed.error.issues[0]?.message });
        return false;
      }
      if (emails.some((email) => normalize(email) === normalize(raw))) {
        setError('emails', { message: 'team:team.validation.duplicateEmail' });
        return false;
      }
      emails.push(normalize(raw));
    }
    setValue('emails', emails);
    clearErrors('emails');
    setDraft('');
    return true;
  };

  const send = useMutation({
    mutationFn: sendInvitations,
    onSuccess: async ({ results }) => {
      await queryClient.invalidateQueries({
        queryKey: endpointKey(teamEndpoints.members, { merchantId: currentMerchantId }),
      });
      const sent = results.filter((result) => result.status === 'sent').length;
      const failed = results.filter((result) => result.status === 'failed');
      if (sent > 0) toast.success(t('team.sent', { count: sent }));
      if (failed.length > 0) {
        toast.error(t('team.failed', { count: failed.length }), {
          description: failed
            .map(
              (result) =>
                `${result.email}: ${t(`team.failureReasons.${result.reason ?? 'sendFailed'}`)}`,
            )
            .join('\n'),
        });
        return;
      }
      close();
    },
  });

  const submit = () => {
    if (!addDraft()) return;
    void handleSubmit((values) => send.mutate(values))();
  };
  const emailsMessage = emailsError(formState.errors);
  const roles = ZMembershipRole.options.filter(
    (role: TMembershipRole) => role !== 'owner' || canInviteOwner,
  );

  return (
    <PanelForm
      title={t('team.inviteTitle')}
      form={form}
      errorNamespaces={TEAM_NAMESPACES}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      failure={send.isError ? t('team.sendError') : null}
      onCancel={close}
      cancelLabel={t('team.cancel')}
      submitLabel={t('team.send')}
      pending={send.isPending}
    >
      <Controller
        control={control}
        name="emails"
        render={({ field }) => (
          <Field
            id="invite-emails"
            label={t('team.emails')}
            hint={t('team.emailsHelp')}
            error={emailsMessage ? textFor(t)(emailsMessage) : undefined}
          >
            {(controlProps) => (
              <div>
                <Input
                  {...controlProps}
                  type="email"
                  size="large"
                  autoComplete="off"
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onPressEnter={(event) => {
                    event.preventDefault();
                    addDraft();
                  }}
                  onBlur={() => {
                    if (draft.trim()) addDraft();
                  }}
                />
                {field.value.length > 0 ? (
                  <Flex wrap gap={4} style={{ marginTop: 8 }}>
                    {field.value.map((email) => (
                      <Tag
                        key={email}
                        closable
                        onClose={() => field.onChange(field.value.filter((e) => e !== email))}
                      >
                        {email}
                      </Tag>
                    ))}
                  </Flex>
                ) : null}
              </div>
            )}
          </Field>
        )}
      />
      <SelectField
        name="role"
        id="invite-role"
        label={t('team.role')}
        size="large"
        options={optionsOf(roles, (role) => t(`roles.${role}`))}
      />
      <BoundField
        name="merchantIds"
        id="invite-merchants"
        label={t('team.merchantsLabel')}
        render={(field, controlProps) => (
          <fieldset
            id={controlProps.id}
            aria-describedby={controlProps['aria-describedby']}
            style={{ border: 0, margin: 0, padding: 0 }}
          >
            <Checkbox.Group
              value={field.value}
              onChange={(value) => field.onChange(value)}
              options={manageable.map((merchant) => ({
                value: merchant.id,
                label: merchant.name,
              }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </fieldset>
        )}
      />
    </PanelForm>
  );
}
