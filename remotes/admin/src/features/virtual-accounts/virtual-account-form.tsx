import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import {
  adminAccountEndpoints,
  type TAdminVirtualAccount,
  type TAdminVirtualAccountCreateRequest,
  type TProvidersAreaOptions,
  VIRTUAL_ACCOUNT_STATUSES,
  VIRTUAL_ACCOUNT_TYPES,
  ZAdminVirtualAccountCreateRequest,
  ZAdminVirtualAccountUpdateRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Field, toast } from '@arara/ui/core';
import {
  type DrawerControls,
  FormDrawer,
  optionsOf,
  SelectField,
  Switch,
  TextField,
  useDrawerForm,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { AREA_ERROR_NAMESPACES, merchantOptions } from '../providers';
import { Input } from '@arara/ui/input';

type Values = TAdminVirtualAccountCreateRequest & {
  isDefault: boolean;
  status?: TAdminVirtualAccount['status'];
};

const valuesOf = (account: TAdminVirtualAccount | null): Values => ({
  merchantId: account?.merchantId ?? '',
  bankAccountId: account?.bankAccountId ?? '',
  label: account?.label ?? '',
  type: account?.type ?? 'custom',
  isDefault: account?.isDefault ?? false,
  ...(account ? { status: account.status } : {}),
});

/**
 * Create a virtual account for a merchant (the merchants' rules: BRL, one of the nine types,
 * on one of its bank accounts) or edit one: label, default flag and status; type and currency
 * are shown, fixed.
 */
export function VirtualAccountFormDrawer({
  account,
  options,
  open,
  onClose,
}: DrawerControls & { account: TAdminVirtualAccount | null; options: TProvidersAreaOptions }) {
  const { t } = useTranslation('admin');
  const editing = account !== null;
  const create = useEndpointMutation(adminAccountEndpoints.createVirtualAccount);
  const update = useEndpointMutation(adminAccountEndpoints.updateVirtualAccount, {
    virtualAccountId: account?.id ?? '',
  });
  const drawer = useDrawerForm<Values>(
    { open, onClose },
    {
      resolver: zodResolver(
        editing ? ZAdminVirtualAccountUpdateRequest : ZAdminVirtualAccountCreateRequest,
      ) as never,
      defaultValues: valuesOf(account),
      failureText: editing
        ? t('providersArea.virtualAccounts.toast.updateError')
        : t('providersArea.virtualAccounts.toast.createError'),
      pending: create.isPending || update.isPending,
      submit: async (values) => {
        try {
          if (editing) {
            await update.mutateAsync({
              body: { label: values.label, isDefault: values.isDefault, status: values.status },
            });
          } else {
            await create.mutateAsync({ body: { ...values, currency: 'BRL' } });
          }
        } catch (error) {
          toast.error(
            editing
              ? t('providersArea.virtualAccounts.toast.updateError')
              : t('providersArea.virtualAccounts.toast.createError'),
          );
          throw error;
        }
        toast.success(
          editing
            ? t('providersArea.virtualAccounts.toast.updated')
            : t('providersArea.virtualAccounts.toast.created'),
        );
        onClose();
      },
    },
  );
  const merchantId = useWatch({ control: drawer.form.control, name: 'merchantId' });
  const bankAccounts = useQuery({
    ...endpointQueryOptions(adminAccountEndpoints.bankAccounts, { query: { merchantId } }),
    enabled: !editing && Boolean(merchantId),
  });

  return (
    <FormDrawer
      {...drawer}
      title={
        editing
          ? t('providersArea.virtualAccounts.editTitle')
          : t('providersArea.virtualAccounts.createTitle')
      }
      formId={editing ? `virtual-account-${account.id}` : 'virtual-account-new'}
      cancelLabel={t('providersArea.common.cancel')}
      submitLabel={t('providersArea.common.save')}
      errorNamespaces={AREA_ERROR_NAMESPACES}
      size={520}
      intro={editing ? <p>{t('providersArea.virtualAccounts.fields.fixedHint')}</p> : undefined}
    >
      <SelectField
        name="merchantId"
        label={t('providersArea.common.merchant')}
        disabled={editing}
        showSearch={{ optionFilterProp: 'label' }}
        options={merchantOptions(options.merchants)}
      />
      {editing ? (
        <Field
          id="virtual-account-bank"
          label={t('providersArea.virtualAccounts.fields.bankAccount')}
        >
          {(control) => (
            <Input
              {...control}
              disabled
              value={`${account.bankAccount.bankName} · ${account.bankAccount.branchNumber} / ${account.bankAccount.accountNumber}`}
            />
          )}
        </Field>
      ) : (
        <SelectField
          name="bankAccountId"
          label={t('providersArea.virtualAccounts.fields.bankAccount')}
          loading={bankAccounts.isFetching}
          error={bankAccounts.isError ? t('providersArea.bankAccounts.loadError') : undefined}
          options={(bankAccounts.data?.items ?? []).map((bank) => ({
            value: bank.id,
            label: `${bank.bankName} · ${bank.branchNumber} / ${bank.accountNumber}`,
          }))}
        />
      )}
      <TextField
        name="label"
        label={t('providersArea.virtualAccounts.fields.label')}
        maxLength={80}
      />
      <SelectField
        name="type"
        label={t('providersArea.virtualAccounts.fields.type')}
        disabled={editing}
        options={optionsOf(VIRTUAL_ACCOUNT_TYPES, (type) =>
          t(`providersArea.virtualAccounts.types.${type}`),
        )}
      />
      <Field
        id="virtual-account-currency"
        label={t('providersArea.virtualAccounts.fields.currency')}
      >
        {(control) => <Input {...control} value="BRL" disabled />}
      </Field>
      <Controller
        control={drawer.form.control}
        name="isDefault"
        render={({ field }) => (
          <Field
            id={`virtual-account-${account?.id ?? 'new'}-default`}
            label={t('providersArea.virtualAccounts.fields.isDefault')}
          >
            {(control) => (
              <Switch
                id={control.id}
                checked={field.value}
                disabled={editing && account.isDefault}
                onChange={(checked) => field.onChange(checked)}
              />
            )}
          </Field>
        )}
      />
      {editing ? (
        <SelectField
          name="status"
          label={t('providersArea.common.status')}
          options={optionsOf(VIRTUAL_ACCOUNT_STATUSES, (status) =>
            t(`providersArea.statuses.${status}`),
          )}
        />
      ) : null}
    </FormDrawer>
  );
}
