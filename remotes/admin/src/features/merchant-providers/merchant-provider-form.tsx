import { ApiError } from '@arara/api-client';
import { useEndpointMutation } from '@arara/api-client/query';
import {
  adminProviderEndpoints,
  type TMerchantProviderConfig,
  type TMerchantProviderCreateRequest,
  type TProvidersAreaOptions,
  ZMerchantProviderCreateRequest,
  ZMerchantProviderUpdateRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Field, toast } from '@arara/ui/core';
import {
  type DrawerControls,
  FormDrawer,
  SelectField,
  Switch,
  TextField,
  useDrawerForm,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch } from 'react-hook-form';
import { AREA_ERROR_NAMESPACES, merchantOptions } from '../providers';

type Values = Omit<TMerchantProviderCreateRequest, 'attributes' | 'active'> & {
  attributes: Record<string, string>;
  active: boolean;
};

/** What the masked password field shows while the stored one is kept. */
export const PASSWORD_MASK = '••••••••';

const valuesOf = (config: TMerchantProviderConfig | null): Values => ({
  merchantId: config?.merchantId ?? '',
  providerId: config?.providerId ?? '',
  username: config?.username ?? '',
  password: '',
  apiUrl: config?.apiUrl ?? 'https://',
  attributes: config?.attributes ?? {},
  active: config?.active ?? true,
});

/**
 * Create or edit a merchant's configuration at a provider. The stored password is never shown:
 * the field is empty with a mask, and it is sent only when a new one is typed.
 */
export function MerchantProviderFormDrawer({
  config,
  options,
  open,
  onClose,
}: DrawerControls & { config: TMerchantProviderConfig | null; options: TProvidersAreaOptions }) {
  const { t } = useTranslation('admin');
  const editing = config !== null;
  const create = useEndpointMutation(adminProviderEndpoints.createConfiguration);
  const update = useEndpointMutation(adminProviderEndpoints.updateConfiguration, {
    configId: config?.id ?? '',
  });
  const drawer = useDrawerForm<Values>(
    { open, onClose },
    {
      resolver: zodResolver(
        editing ? ZMerchantProviderUpdateRequest : ZMerchantProviderCreateRequest,
      ) as never,
      defaultValues: valuesOf(config),
      failureText: editing
        ? t('providersArea.merchantProviders.toast.updateError')
        : t('providersArea.merchantProviders.toast.createError'),
      pending: create.isPending || update.isPending,
      submit: async (values, form) => {
        try {
          if (editing) {
            const { merchantId: _m, providerId: _p, password, ...changes } = values;
            // Untouched (empty): the stored password stays; it is not sent at all.
            await update.mutateAsync({ body: password ? { ...changes, password } : changes });
          } else {
            await create.mutateAsync({ body: values });
          }
        } catch (error) {
          // The provider's attributes are nested fields (`attributes.<name>`): put their
          // errors on them (the form's own submit names only the top-level fields).
          if (error instanceof ApiError) {
            for (const [field, key] of Object.entries(error.fields)) {
              if (field.startsWith('attributes.')) {
                form.setError(field as `attributes.${string}`, { type: 'server', message: key });
              }
            }
          }
          toast.error(
            editing
              ? t('providersArea.merchantProviders.toast.updateError')
              : t('providersArea.merchantProviders.toast.createError'),
          );
          throw error;
        }
        toast.success(
          editing
            ? t('providersArea.merchantProviders.toast.updated')
            : t('providersArea.merchantProviders.toast.created'),
        );
        onClose();
      },
    },
  );
  const providerId = useWatch({ control: drawer.form.control, name: 'providerId' });
  const provider = options.providers.find((item) => item.id === providerId);

  return (
    <FormDrawer
      {...drawer}
      title={
        editing
          ? t('providersArea.merchantProviders.editTitle')
          : t('providersArea.merchantProviders.createTitle')
      }
      formId={editing ? `merchant-provider-${config.id}` : 'merchant-provider-new'}
      cancelLabel={t('providersArea.common.cancel')}
      submitLabel={t('providersArea.common.save')}
      errorNamespaces={AREA_ERROR_NAMESPACES}
      size={520}
    >
      <SelectField
        name="merchantId"
        label={t('providersArea.common.merchant')}
        disabled={editing}
        showSearch={{ optionFilterProp: 'label' }}
        options={merchantOptions(options.merchants)}
      />
      <SelectField
        name="providerId"
        label={t('providersArea.common.provider')}
        disabled={editing}
        options={options.providers
          .filter((item) => item.status === 'active' || item.id === config?.providerId)
          .map((item) => ({ value: item.id, label: item.name }))}
      />
      <TextField
        name="username"
        label={t('providersArea.merchantProviders.fields.username')}
        autoComplete="off"
      />
      <TextField
        name="password"
        type="password"
        label={t('providersArea.merchantProviders.fields.password')}
        autoComplete="new-password"
        placeholder={editing && config.hasPassword ? PASSWORD_MASK : undefined}
        hint={editing ? t('providersArea.merchantProviders.fields.passwordKeep') : undefined}
      />
      <TextField
        name="apiUrl"
        label={t('providersArea.merchantProviders.fields.apiUrl')}
        hint={t('providersArea.merchantProviders.fields.apiUrlHint')}
      />
      {provider && provider.attributes.length > 0 ? (
        <fieldset style={{ border: 0, padding: 0 }}>
          <legend>{t('providersArea.merchantProviders.fields.attributes')}</legend>
          {provider.attributes.map((attribute) => (
            <TextField
              key={attribute.name}
              name={`attributes.${attribute.name}`}
              label={
                attribute.required
                  ? `${attribute.name} (${t('providersArea.providers.fields.required')})`
                  : attribute.name
              }
            />
          ))}
        </fieldset>
      ) : null}
      <Controller
        control={drawer.form.control}
        name="active"
        render={({ field }) => (
          <Field
            id={`merchant-provider-${config?.id ?? 'new'}-active`}
            label={t('providersArea.merchantProviders.fields.active')}
          >
            {(control) => (
              <Switch
                id={control.id}
                checked={field.value}
                onChange={(checked) => field.onChange(checked)}
              />
            )}
          </Field>
        )}
      />
    </FormDrawer>
  );
}
