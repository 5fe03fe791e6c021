import {
  FEE_CURRENCIES,
  FEE_OPERATIONS,
  FEE_STATUSES,
  FEE_TYPES,
  type TAdminFee,
  type TAdminFeeBankAccount,
  type TAdminFeeRequest,
  ZAdminFeeRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { toast } from '@arara/ui/core';
import {
  AmountField,
  FormDrawer,
  NumberField,
  optionsOf,
  SelectField,
  TextField,
  useDrawerForm,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Resolver, type UseFormReturn, useWatch } from 'react-hook-form';
import { useFeeMutations } from './fees-api';

type Values = TAdminFeeRequest;

const EMPTY: Values = {
  bankAccountId: '',
  virtualAccountId: null,
  operation: 'withdrawal',
  costType: 'fixed',
  fixedAmount: null,
  percentageAmount: null,
  minimumFee: 0,
  currency: 'BRL',
  feeType: 'transaction',
  description: null,
  status: 'active',
};

const valuesOf = (fee: TAdminFee): Values => ({
  bankAccountId: fee.bankAccountId,
  virtualAccountId: fee.virtualAccountId,
  operation: fee.operation,
  costType: fee.costType,
  fixedAmount: fee.fixedAmount,
  percentageAmount: fee.percentageAmount,
  minimumFee: fee.minimumFee,
  currency: fee.currency,
  feeType: fee.feeType,
  description: fee.description,
  status: fee.status,
});

/**
 * The contract's own schema (the server checks the same one): an emptied amount is "none"
 * (null), an emptied minimum is 0, a blank description none.
 */
const checkWithContract = zodResolver(ZAdminFeeRequest) as unknown as Resolver<Values>;
const resolver: Resolver<Values> = (values, context, options) =>
  checkWithContract(
    {
      ...values,
      fixedAmount: values.fixedAmount ?? null,
      percentageAmount: values.percentageAmount ?? null,
      minimumFee: values.minimumFee ?? 0,
      description: values.description?.trim() ? values.description.trim() : null,
    },
    context,
    options,
  );

/** The bank account, then one of its virtual accounts (or the whole bank account). */
function AccountFields({
  banks,
  form,
}: {
  banks: readonly TAdminFeeBankAccount[];
  form: UseFormReturn<Values>;
}) {
  const { t } = useTranslation('admin');
  const { setValue, getValues } = form;
  const bankAccountId = useWatch({ control: form.control, name: 'bankAccountId' });
  const bank = banks.find((item) => item.id === bankAccountId);
  useEffect(() => {
    // Another bank account: a virtual account of the previous one no longer fits.
    const chosen = getValues('virtualAccountId');
    if (chosen && !bank?.virtualAccounts.some((account) => account.id === chosen)) {
      setValue('virtualAccountId', null);
    }
  }, [bank, getValues, setValue]);
  return (
    <>
      <SelectField<Values>
        name="bankAccountId"
        label={t('money.fees.fields.bankAccount')}
        showSearch
        optionFilterProp="label"
        placeholder={t('money.fees.fields.bankAccountPlaceholder')}
        options={banks.map((item) => ({
          value: item.id,
          label: `${item.merchantName} · ${item.label}`,
        }))}
      />
      <SelectField<Values>
        name="virtualAccountId"
        label={t('money.fees.fields.virtualAccount')}
        hint={t('money.fees.fields.virtualAccountHint')}
        allowClear
        disabled={!bank}
        placeholder={t('money.fees.allVirtualAccounts')}
        options={(bank?.virtualAccounts ?? []).map((account) => ({
          value: account.id,
          label: account.label,
        }))}
      />
    </>
  );
}

type Props = {
  open: boolean;
  onClose: () => void;
  banks: readonly TAdminFeeBankAccount[];
  /** Edit this fee; create a new one without it. */
  fee?: TAdminFee;
};

/** Create or edit a bank account fee; the API's field errors land on the fields. */
export function FeeFormDrawer({ open, onClose, banks, fee }: Props) {
  const { t } = useTranslation('admin');
  const { create, update } = useFeeMutations();
  const drawer = useDrawerForm<Values>(
    { open, onClose },
    {
      resolver,
      defaultValues: fee ? valuesOf(fee) : EMPTY,
      failureText: t(fee ? 'money.fees.toasts.updateError' : 'money.fees.toasts.createError'),
      pending: create.isPending || update.isPending,
      submit: async (values, form) => {
        try {
          if (fee) {
            await update.mutateAsync({ feeId: fee.id, body: values });
            toast.success(t('money.fees.toasts.updated'));
          } else {
            await create.mutateAsync(values);
            toast.success(t('money.fees.toasts.created'));
            form.reset(EMPTY);
          }
        } catch (error) {
          toast.error(t(fee ? 'money.fees.toasts.updateError' : 'money.fees.toasts.createError'));
          throw error;
        }
        onClose();
      },
    },
  );
  return (
    <FormDrawer<Values>
      {...drawer}
      formId={fee ? `fee-form-${fee.id}` : 'fee-form'}
      title={t(fee ? 'money.fees.editTitle' : 'money.fees.createTitle')}
      submitLabel={t(fee ? 'money.fees.save' : 'money.fees.create')}
      cancelLabel={t('money.fees.cancel')}
      errorNamespaces={['admin', 'common']}
      size={520}
    >
      <AccountFields banks={banks} form={drawer.form} />
      <SelectField<Values>
        name="operation"
        label={t('money.fees.fields.operation')}
        options={optionsOf(FEE_OPERATIONS, (value) => t(`money.fees.operations.${value}`))}
      />
      <SelectField<Values>
        name="costType"
        label={t('money.fees.fields.costType')}
        options={optionsOf(['fixed', 'percentage'] as const, (value) =>
          t(`money.fees.costTypes.${value}`),
        )}
      />
      <AmountField<Values>
        name="fixedAmount"
        label={t('money.fees.fields.fixedAmount')}
        hint={t('money.fees.fields.amountsHint')}
      />
      <NumberField<Values>
        name="percentageAmount"
        label={t('money.fees.fields.percentageAmount')}
        min={0}
        max={100}
        step={0.01}
        precision={4}
        addonAfter="%"
      />
      <AmountField<Values> name="minimumFee" label={t('money.fees.fields.minimumFee')} />
      <SelectField<Values>
        name="currency"
        label={t('money.fees.fields.currency')}
        options={FEE_CURRENCIES.map((value) => ({ value, label: value }))}
      />
      <SelectField<Values>
        name="feeType"
        label={t('money.fees.fields.feeType')}
        options={optionsOf(FEE_TYPES, (value) => t(`money.fees.feeTypes.${value}`))}
      />
      <TextField<Values>
        name="description"
        label={t('money.fees.fields.description')}
        maxLength={500}
      />
      <SelectField<Values>
        name="status"
        label={t('money.fees.fields.status')}
        options={optionsOf(FEE_STATUSES, (value) => t(`money.fees.statuses.${value}`))}
      />
    </FormDrawer>
  );
}
