import {
  type TCreateVirtualAccountRequest,
  VIRTUAL_ACCOUNT_TYPES,
  ZCreateVirtualAccountRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Field } from '@arara/ui/core';
import {
  type DrawerControls,
  FormDrawer,
  optionsOf,
  SelectField,
  TextField,
  useCreateDrawerForm,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ACCOUNTS_ERROR_NAMESPACES } from '@/lib/form-errors';
import { bankAccountsQueryOptions } from '../../bank-accounts';
import { useCreateVirtualAccount, virtualAccountRequest } from '../api/create-virtual-account';
import { Input } from '@arara/ui/input';

type Props = DrawerControls & { merchantId: string };

const EMPTY: Partial<TCreateVirtualAccountRequest> = {
  label: '',
  type: undefined,
  bankAccountId: undefined,
};

/** Create a virtual account: label, one of the nine types, a bank account; BRL only. */
export function CreateVirtualAccountDrawer({ merchantId, open, onClose }: Props) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const bankAccounts = useQuery({ ...bankAccountsQueryOptions(merchantId), enabled: open });
  const create = useCreateVirtualAccount(merchantId);
  const drawer = useCreateDrawerForm(
    { open, onClose },
    {
      resolver: zodResolver(ZCreateVirtualAccountRequest),
      empty: () => EMPTY,
      failureText: t('virtualAccountsPage.create.error'),
      pending: create.isPending,
      create: (values: TCreateVirtualAccountRequest) =>
        create.mutateAsync({ body: virtualAccountRequest(values) }),
      onCreated: (account) => {
        onClose();
        navigate(`/accounts/virtual/${account.id}`);
      },
    },
  );

  return (
    <FormDrawer
      {...drawer}
      title={t('virtualAccountsPage.create.title')}
      formId="create-virtual-account"
      cancelLabel={t('actions.cancel')}
      submitLabel={t('virtualAccountsPage.create.submit')}
      errorNamespaces={ACCOUNTS_ERROR_NAMESPACES}
    >
      <TextField name="label" label={t('virtualAccountsPage.create.label')} maxLength={80} />
      <SelectField
        name="type"
        label={t('virtualAccountsPage.create.type')}
        placeholder={t('virtualAccountsPage.create.typePlaceholder')}
        options={optionsOf(VIRTUAL_ACCOUNT_TYPES, (type) => t(`virtualAccountTypes.${type}`))}
      />
      <SelectField
        name="bankAccountId"
        label={t('virtualAccountsPage.create.bankAccount')}
        error={bankAccounts.isError ? t('bankAccountsPage.loadError') : undefined}
        loading={bankAccounts.isPending}
        placeholder={t('virtualAccountsPage.create.bankAccountPlaceholder')}
        options={(bankAccounts.data?.items ?? []).map((account) => ({
          value: account.id,
          label: `${account.bankName} · ${account.branchNumber} / ${account.accountNumber}`,
        }))}
      />
      <Field
        id="va-currency"
        label={t('virtualAccountsPage.create.currency')}
        hint={t('virtualAccountsPage.create.currencyHint')}
      >
        {(control) => <Input {...control} value="BRL" disabled />}
      </Field>
    </FormDrawer>
  );
}
