import { ApiError } from '@arara/api-client';
import {
  AppErrorCode,
  type TAcceptInvitationForm,
  type TInvitationLookupResponse,
  ZAcceptInvitationForm,
} from '@arara/contracts';
import { Button, Paragraph, PendingIndicator, StatusScreen } from '@arara/ui/core';
import { TextField } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { acceptInvitation, invitationQuery } from '@/api/team';
import { AuthForm } from '@/components/auth-form';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordFields } from '@/components/new-password-fields';
import { AuthCard } from '@/components/auth-card';
import { useTeamTranslation } from '@/components/use-team-translation';

const isInvalid = (error: unknown) =>
  error instanceof ApiError && error.code === AppErrorCode.INVALID_TOKEN;

/** /accept-invitation?token: shows the offer, creates the account when needed, accepts. */
export function AcceptInvitationPage() {
  const { t } = useTeamTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const lookup = useQuery({ ...invitationQuery(token), enabled: token !== '' });
  const accept = useMutation({ mutationFn: acceptInvitation });

  const invalid = (
    <StatusScreen
      status="error"
      title={t('team.accept.invalid')}
      actions={<Link to="/login">{t('auth.backToLogin')}</Link>}
    />
  );

  const body = (() => {
    if (!token || isInvalid(lookup.error) || isInvalid(accept.error)) return invalid;
    if (accept.isSuccess) {
      return (
        <StatusScreen
          status="success"
          title={t('team.accept.done')}
          message={t('team.accept.doneMessage', { email: accept.data.email })}
          actions={
            <Link to="/login">
              <Button type="primary">{t('auth.signIn')}</Button>
            </Link>
          }
        />
      );
    }
    if (lookup.isPending) return <PendingIndicator />;
    if (lookup.isError) return <FormAlert title={t('team.accept.error')} />;
    return (
      <Offer
        invitation={lookup.data}
        isPending={accept.isPending}
        error={accept.error}
        onAccept={(account) => accept.mutate({ token, ...account })}
      />
    );
  })();

  return <AuthCard title={t('team.accept.title')}>{body}</AuthCard>;
}

function Offer({
  invitation,
  isPending,
  error,
  onAccept,
}: {
  invitation: TInvitationLookupResponse;
  isPending: boolean;
  error: Error | null;
  onAccept: (account: { name?: string; password?: string }) => void;
}) {
  const { t } = useTeamTranslation();
  const form = useForm<TAcceptInvitationForm>({
    resolver: zodResolver(ZAcceptInvitationForm),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const intro = t('team.accept.intro', {
    email: invitation.email,
    merchants: invitation.merchants.map((merchant) => merchant.name).join(', '),
    role: t(`roles.${invitation.role}`),
  });
  const failure = error ? t('team.accept.error') : null;

  if (invitation.hasAccount) {
    return (
      <>
        {failure ? <FormAlert title={failure} /> : null}
        <Paragraph>{intro}</Paragraph>
        <Paragraph type="secondary">{t('team.accept.existingAccount')}</Paragraph>
        <Button type="primary" block size="large" loading={isPending} onClick={() => onAccept({})}>
          {t('team.accept.submit')}
        </Button>
      </>
    );
  }
  return (
    <AuthForm
      form={form}
      onValid={({ name, password }) => onAccept({ name, password })}
      failure={failure}
      submitLabel={t('team.accept.submit')}
      pending={isPending}
    >
      <Paragraph>{intro}</Paragraph>
      <Paragraph type="secondary">{t('team.accept.newAccount')}</Paragraph>
      <TextField name="name" id="accept-name" label={t('auth.name')} autoComplete="name" />
      <NewPasswordFields name="password" idPrefix="accept" label={t('common:login.password')} />
    </AuthForm>
  );
}
