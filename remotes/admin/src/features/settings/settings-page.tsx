import { ApiError } from '@arara/api-client';
import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import {
  adminPlatformEndpoints,
  EMAIL_SENDER_NAME_MAX,
  FEE_CURRENCIES,
  PLATFORM_SETTINGS_MESSAGES,
  type TFeeCurrency,
  type TPlatformSettingsResponse,
  ZPlatformSettingsRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, Panel, Text, toast } from '@arara/ui/core';
import { formatDateTime } from '@arara/ui/data';
import { QueryView, RoutePage } from '@arara/ui/page';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { RequirePermission } from '../../components/require-permission';
import { useAdminAccess } from '../../lib/admin-session';
import { Input, Select } from '@arara/ui/input';

export const platformSettingsQueryOptions = () =>
  endpointQueryOptions(adminPlatformEndpoints.settings, {});

type FieldName = 'defaultFeeCurrency' | 'emailSenderName';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELDS: readonly FieldName[] = ['defaultFeeCurrency', 'emailSenderName'];

/** The contract's error keys (`admin:platform.errors.…`) as keys of this namespace. */
const ERROR_KEYS = {
  [PLATFORM_SETTINGS_MESSAGES.currency]: 'platform.errors.currency',
  [PLATFORM_SETTINGS_MESSAGES.senderNameTooLong]: 'platform.errors.senderNameTooLong',
  [PLATFORM_SETTINGS_MESSAGES.senderNameInvalid]: 'platform.errors.senderNameInvalid',
} as const;

const errorKey = (key: string) =>
  ERROR_KEYS[key as keyof typeof ERROR_KEYS] ?? 'platform.settings.saveError';

function errorsOf(entries: [PropertyKey | undefined, string][]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of entries) {
    const name = FIELDS.find((known) => known === field);
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The form: checked here against the contract, then by the API (its field errors land here). */
function SettingsForm({ settings }: { settings: TPlatformSettingsResponse }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const mutation = useEndpointMutation(adminPlatformEndpoints.updateSettings);
  const [currency, setCurrency] = useState<TFeeCurrency>(settings.defaultFeeCurrency);
  const [senderName, setSenderName] = useState(settings.emailSenderName ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZPlatformSettingsRequest.safeParse({
      defaultFeeCurrency: currency,
      emailSenderName: senderName,
    });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    try {
      const saved = await mutation.mutateAsync({ body: parsed.data });
      queryClient.setQueryData(platformSettingsQueryOptions().queryKey, saved);
      setSenderName(saved.emailSenderName ?? '');
      toast.success(t('platform.settings.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? errorsOf(Object.entries(error.fields)) : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else {
        const text =
          error instanceof ApiError && error.status === 403
            ? t('platform.guard.title')
            : t('platform.settings.saveError');
        setFailure(text);
        toast.error(text);
      }
    }
  };

  return (
    <form noValidate aria-label={t('platform.settings.form')} onSubmit={(e) => void submit(e)}>
      {failure ? (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
      ) : null}
      <Field
        id="settings-default-fee-currency"
        label={t('platform.settings.defaultFeeCurrency')}
        error={errors.defaultFeeCurrency ? t(errorKey(errors.defaultFeeCurrency)) : undefined}
        hint={t('platform.settings.defaultFeeCurrencyHint')}
      >
        {({ id, status, ...aria }) => (
          <Select
            id={id}
            status={status}
            {...aria}
            value={currency}
            onChange={(value: TFeeCurrency) => setCurrency(value)}
            options={FEE_CURRENCIES.map((code) => ({
              value: code,
              label: t(`platform.currencies.${code}`),
            }))}
            style={{ width: 240 }}
          />
        )}
      </Field>
      <Field
        id="settings-email-sender-name"
        label={t('platform.settings.emailSenderName')}
        error={errors.emailSenderName ? t(errorKey(errors.emailSenderName)) : undefined}
        hint={t('platform.settings.emailSenderNameHint')}
      >
        {(control) => (
          <Input
            {...control}
            value={senderName}
            maxLength={EMAIL_SENDER_NAME_MAX + 20}
            placeholder={t('platform.settings.emailSenderNamePlaceholder')}
            onChange={(event) => setSenderName(event.target.value)}
            style={{ maxWidth: 420 }}
          />
        )}
      </Field>
      <Flex gap={16} align="center" wrap>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('platform.settings.save')}
        </Button>
        {settings.updatedAt ? (
          <Text type="secondary">
            {t('platform.settings.updatedAt', {
              date: formatDateTime(settings.updatedAt, i18n.language),
            })}
          </Text>
        ) : null}
      </Flex>
    </form>
  );
}

function Settings() {
  const { t } = useTranslation('admin');
  const query = useQuery(platformSettingsQueryOptions());
  const access = useAdminAccess();
  return (
    <Flex vertical gap={16}>
      <Panel title={t('platform.settings.title')}>
        <QueryView query={query} errorTitle={t('platform.settings.loadError')}>
          {(settings) => <SettingsForm key={settings.updatedAt ?? 'unset'} settings={settings} />}
        </QueryView>
      </Panel>
      {access.can('audit.read') ? (
        <Panel title={t('platform.audit.title')}>
          <Flex vertical gap={8} align="start">
            <Text type="secondary">{t('platform.audit.description')}</Text>
            <Link to="/admin/settings/audit">{t('platform.settings.openAudit')}</Link>
          </Flex>
        </Panel>
      ) : null}
    </Flex>
  );
}

/** /admin/settings: the platform settings the back office owns, and the way to the audit log. */
export function SettingsPage() {
  return (
    <RoutePage
      namespace="admin"
      spec={{ titleKey: 'pages.settings.title', descriptionKey: 'pages.settings.description' }}
    >
      <RequirePermission permission="settings.manage">
        <Settings />
      </RequirePermission>
    </RoutePage>
  );
}
