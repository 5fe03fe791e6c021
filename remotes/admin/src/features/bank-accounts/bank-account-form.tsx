import { useEndpointMutation } from '@arara/api-client/query';
import {
  adminAccountEndpoints,
  BANK_ACCOUNT_STATUSES,
  BANK_ACCOUNT_TYPES,
  type TAdminBankAccount,
  type TAdminBankAccountCreateRequest,
  type TProvidersAreaOptions,
  ZAdminBankAccountCreateRequest,
  ZAdminBankAccountUpdateRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { toast } from '@arara/ui/core';
import {
  type DrawerControls,
  FormDrawer,
  optionsOf,
  SelectField,
  TextField,
  useDrawerForm,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AREA_ERROR_NAMESPACES, merchantOptions } from '../providers';

type Values = TAdminBankAccountCreateRequest;

const valuesOf = (account: TAdminBankAccount | null): Values => ({
  merchantId: account?.merchantId ?? '',
  providerId: account?.providerId ?? '',
  providerAccountId: account?.providerAccountId ?? '',
  holderName: account?.holderName ?? '',
  bankCode: account?.bankCode ?? '',
  bankName: account?.bankName ?? '',
  branchNumber: account?.branchNumber ?? '',
  accountNumber: account?.accountNumber ?? '',
  accountType: account?.accountType ?? 'checking',
  document: account?.document ?? '',
  status: account?.status ?? 'active',
});

/** Create or edit a merchant's bank account (the merchant is fixed once created). */
export function BankAccountFormDrawer({
  account,
  options,
  open,
  onClose,
}: DrawerControls & { account: TAdminBankAccount | null; options: TProvidersAreaOptions }) {
  const { t } = useTranslation('admin');
  const editing = account !== null;
  const create = useEndpointMutation(adminAccountEndpoints.createBankAccount);
  const update = useEndpointMutation(adminAccountEndpoints.updateBankAccount, {
    bankAccountId: account?.id ?? '',
  });
  const drawer = useDrawerForm<Values>(
    { open, onClose },
    {
      resolver: zodResolver(
        editing ? ZAdminBankAccountUpdateRequest : ZAdminBankAccountCreateRequest,
      ) as never,
      defaultValues: valuesOf(account),
      failureText: editing
        ? t('providersArea.bankAccounts.toast.updateError')
        : t('providersArea.bankAccounts.toast.createError'),
      pending: create.isPending || update.isPending,
      submit: async (values) => {
        try {
          if (editing) {
            const { merchantId: _m, ...changes } = values;
            // A new bank code with the old name left as it was: the directory names it.
            const staleName =
              changes.bankCode !== account.bankCode && changes.bankName === account.bankName;
            await update.mutateAsync({
              body: staleName ? { ...changes, bankName: undefined } : changes,
            });
          } else {
            await create.mutateAsync({ body: values });
          }
        } catch (error) {
          toast.error(
            editing
              ? t('providersArea.bankAccounts.toast.updateError')
              : t('providersArea.bankAccounts.toast.createError'),
          );
          throw error;
        }
        toast.success(
          editing
            ? t('providersArea.bankAccounts.toast.updated')
            : t('providersArea.bankAccounts.toast.created'),
        );
        onClose();
      },
    },
  );

  return (
    <FormDrawer
      {...drawer}
      title={
        editing
          ? t('providersArea.bankAccounts.editTitle')
          : t('providersArea.bankAccounts.createTitle')
      }
      formId={editing ? `bank-account-${account.id}` : 'bank-account-new'}
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
        options={options.providers
          .filter((item) => item.status === 'active' || item.id === account?.providerId)
          .map((item) => ({ value: item.id, label: item.name }))}
      />
      <TextField
        name="providerAccountId"
        label={t('providersArea.bankAccounts.fields.providerAccountId')}
      />
      <TextField name="holderName" label={t('providersArea.bankAccounts.fields.holderName')} />
      <TextField
        name="bankCode"
        label={t('providersArea.bankAccounts.fields.bankCode')}
        maxLength={3}
        inputMode="numeric"
        normalize={(text) => text.replace(/\D/g, '')}
      />
      <TextField
        name="bankName"
        label={t('providersArea.bankAccounts.fields.bankName')}
        hint={t('providersArea.bankAccounts.fields.bankNameHint')}
      />
      <TextField name="branchNumber" label={t('providersArea.bankAccounts.fields.branchNumber')} />
      <TextField
        name="accountNumber"
        label={t('providersArea.bankAccounts.fields.accountNumber')}
      />
      <SelectField
        name="accountType"
        label={t('providersArea.bankAccounts.fields.accountType')}
        options={optionsOf(BANK_ACCOUNT_TYPES, (type) =>
          t(`providersArea.bankAccounts.accountTypes.${type}`),
        )}
      />
      <TextField name="document" label={t('providersArea.bankAccounts.fields.document')} />
      <SelectField
        name="status"
        label={t('providersArea.common.status')}
        options={optionsOf(BANK_ACCOUNT_STATUSES, (status) =>
          t(`providersArea.statuses.${status}`),
        )}
      />
    </FormDrawer>
  );
}
