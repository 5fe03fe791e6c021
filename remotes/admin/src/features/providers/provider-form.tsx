import {
  adminProviderEndpoints,
  type TAdminProvider,
  type TProviderRequest,
  ZProviderOperation,
  ZProviderRequest,
  ZProviderStatus,
} from '@arara/contracts';
import { useEndpointMutation } from '@arara/api-client/query';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import {
  Checkbox,
  type DrawerControls,
  FormDrawer,
  optionsOf,
  SelectField,
  TextField,
  useDrawerForm,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray } from 'react-hook-form';
import { AREA_ERROR_NAMESPACES } from './area-ui';
import { Input } from '@arara/ui/input';

type Values = TProviderRequest & {
  operations: NonNullable<TProviderRequest['operations']>;
  attributes: NonNullable<TProviderRequest['attributes']>;
};

const valuesOf = (provider: TAdminProvider | null): Values => ({
  name: provider?.name ?? '',
  operations: provider?.operations ?? [],
  attributes: provider?.attributes ?? [],
  status: provider?.status ?? 'active',
});

/** Create or edit a provider: name, operations, attributes (required or not), status. */
export function ProviderFormDrawer({
  provider,
  open,
  onClose,
}: DrawerControls & { provider: TAdminProvider | null }) {
  const { t } = useTranslation('admin');
  const create = useEndpointMutation(adminProviderEndpoints.create);
  const update = useEndpointMutation(adminProviderEndpoints.update, {
    providerId: provider?.id ?? '',
  });
  const editing = provider !== null;
  const drawer = useDrawerForm<Values>(
    { open, onClose },
    {
      resolver: zodResolver(ZProviderRequest) as never,
      defaultValues: valuesOf(provider),
      failureText: editing
        ? t('providersArea.providers.toast.updateError')
        : t('providersArea.providers.toast.createError'),
      pending: create.isPending || update.isPending,
      submit: async (values) => {
        try {
          if (editing) await update.mutateAsync({ body: values });
          else await create.mutateAsync({ body: values });
        } catch (error) {
          toast.error(
            editing
              ? t('providersArea.providers.toast.updateError')
              : t('providersArea.providers.toast.createError'),
          );
          throw error;
        }
        toast.success(
          editing
            ? t('providersArea.providers.toast.updated')
            : t('providersArea.providers.toast.created'),
        );
        onClose();
      },
    },
  );
  const attributes = useFieldArray({ control: drawer.form.control, name: 'attributes' });

  return (
    <FormDrawer
      {...drawer}
      title={
        editing ? t('providersArea.providers.editTitle') : t('providersArea.providers.createTitle')
      }
      formId={editing ? `provider-${provider.id}` : 'provider-new'}
      cancelLabel={t('providersArea.common.cancel')}
      submitLabel={t('providersArea.common.save')}
      errorNamespaces={AREA_ERROR_NAMESPACES}
      size={520}
    >
      <TextField name="name" label={t('providersArea.providers.fields.name')} maxLength={100} />
      <Controller
        control={drawer.form.control}
        name="operations"
        render={({ field }) => (
          <fieldset style={{ border: 0, padding: 0, marginBottom: 16 }}>
            <legend>{t('providersArea.providers.fields.operations')}</legend>
            <Checkbox.Group
              value={field.value}
              onChange={(value) => field.onChange(value)}
              options={optionsOf(ZProviderOperation.options, (operation) =>
                t(`providersArea.operations.${operation}`),
              )}
            />
          </fieldset>
        )}
      />
      <fieldset style={{ border: 0, padding: 0, marginBottom: 16 }}>
        <legend>{t('providersArea.providers.fields.attributes')}</legend>
        <Flex vertical gap={8}>
          {attributes.fields.map((item, index) => (
            <Flex key={item.id} gap={8} align="center">
              <Controller
                control={drawer.form.control}
                name={`attributes.${index}.name`}
                render={({ field, fieldState }) => (
                  <Input
                    {...field}
                    aria-label={t('providersArea.providers.fields.attributeName', {
                      number: index + 1,
                    })}
                    placeholder={t('providersArea.providers.fields.attributeNamePlaceholder')}
                    status={fieldState.error ? 'error' : undefined}
                  />
                )}
              />
              <Controller
                control={drawer.form.control}
                name={`attributes.${index}.required`}
                render={({ field }) => (
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  >
                    {t('providersArea.providers.fields.required')}
                  </Checkbox>
                )}
              />
              <Button size="small" onClick={() => attributes.remove(index)}>
                {t('providersArea.providers.fields.removeAttribute')}
              </Button>
            </Flex>
          ))}
          <Button onClick={() => attributes.append({ name: '', required: false })}>
            {t('providersArea.providers.fields.addAttribute')}
          </Button>
        </Flex>
      </fieldset>
      <SelectField
        name="status"
        label={t('providersArea.common.status')}
        options={optionsOf(ZProviderStatus.options, (status) =>
          t(`providersArea.statuses.${status}`),
        )}
      />
    </FormDrawer>
  );
}
