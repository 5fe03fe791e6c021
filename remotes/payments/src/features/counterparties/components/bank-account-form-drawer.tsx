import {
  COUNTERPARTY_ACCOUNT_TYPES,
  type TCounterpartyBankAccount,
  type TCreateCounterpartyBankAccountRequest,
  ZCreateCounterpartyBankAccountRequest,
} from '@arara/contracts';
import { applyApiFieldErrors } from '@arara/ui/form';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, Input, toast } from '@arara/ui/core';
import { Checkbox, Drawer } from '@arara/ui/form';
import { Select } from '@arara/ui/layout';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { usePaymentErrorText } from '../../../lib/errors';
import { useAddBankAccount, useUpdateBankAccount } from '../api/counterparties';

type Values = TCreateCounterpartyBankAccountRequest;
const FIELDS = ['bankName', 'ispb', 'agency', 'account', 'digit', 'type', 'isPrimary'] as const;
const TEXT_FIELDS = [
  { name: 'bankName', maxLength: 80 },
  { name: 'ispb', maxLength: 8, inputMode: 'numeric' },
  { name: 'agency', maxLength: 5, inputMode: 'numeric' },
  { name: 'account', maxLength: 20, inputMode: 'numeric' },
  { name: 'digit', maxLength: 1 },
] as const;

const EMPTY: Values = {
  bankName: '',
  ispb: '',
  agency: '',
  account: '',
  digit: '',
  type: 'checking',
  isPrimary: false,
};

type Props = {
  merchantId: string;
  counterpartyId: string;
  open: boolean;
  onClose: () => void;
  /** Edit this account; add a new one without it. */
  bankAccount?: TCounterpartyBankAccount;
};

/** Add or edit a counterparty's bank account: bank, ISPB, agency, account, digit, type, primary. */
export function BankAccountFormDrawer({
  merchantId,
  counterpartyId,
  open,
  onClose,
  bankAccount,
}: Props) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const isEdit = bankAccount !== undefined;
  const add = useAddBankAccount(merchantId, counterpartyId);
  const update = useUpdateBankAccount(merchantId, counterpartyId);
  const form = useForm<Values>({
    resolver: zodResolver(ZCreateCounterpartyBankAccountRequest),
    defaultValues: bankAccount
      ? {
          bankName: bankAccount.bankName,
          ispb: bankAccount.ispb,
          agency: bankAccount.agency,
          account: bankAccount.account,
          digit: bankAccount.digit,
          type: bankAccount.type,
          isPrimary: bankAccount.isPrimary,
        }
      : EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (bankAccount) {
        await update.mutateAsync({ ...values, bankAccountId: bankAccount.id });
        toast.success(t('counterparties.bankAccounts.updated'));
      } else {
        await add.mutateAsync(values);
        toast.success(t('counterparties.bankAccounts.added'));
        form.reset(EMPTY);
      }
      onClose();
    } catch (error) {
      if (!applyApiFieldErrors(error, form.setError, FIELDS)) {
        setFailure(t('counterparties.bankAccounts.saveError'));
      }
    }
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(
        isEdit ? 'counterparties.bankAccounts.editTitle' : 'counterparties.bankAccounts.addTitle',
      )}
      size={440}
      destroyOnHidden={false}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('counterparties.form.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            form="counterparty-bank-account-form"
            loading={add.isPending || update.isPending}
          >
            {t(isEdit ? 'counterparties.form.save' : 'counterparties.bankAccounts.submitAdd')}
          </Button>
        </Flex>
      }
    >
      <form
        id="counterparty-bank-account-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {failure ? (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        {TEXT_FIELDS.map(({ name, maxLength, ...rest }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <Field
                id={`cpba-${name}`}
                label={t(`counterparties.bankAccounts.columns.${name}`)}
                error={errorText(fieldState.error?.message)}
              >
                {(control) => (
                  <Input
                    {...field}
                    {...control}
                    {...rest}
                    value={field.value ?? ''}
                    maxLength={maxLength}
                  />
                )}
              </Field>
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Field
              id="cpba-type"
              label={t('counterparties.bankAccounts.columns.type')}
              error={errorText(fieldState.error?.message)}
            >
              {({ status, ...control }) => (
                <Select
                  {...control}
                  status={status}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  style={{ width: '100%' }}
                  options={COUNTERPARTY_ACCOUNT_TYPES.map((type) => ({
                    value: type,
                    label: t(`counterparties.accountTypes.${type}`),
                  }))}
                />
              )}
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="isPrimary"
          render={({ field, fieldState }) => (
            <Field id="cpba-primary" error={errorText(fieldState.error?.message)}>
              {(control) => (
                <Checkbox
                  id={control.id}
                  aria-describedby={control['aria-describedby']}
                  checked={field.value === true}
                  // The primary one stays primary until another one is chosen.
                  disabled={bankAccount?.isPrimary === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                >
                  {t('counterparties.bankAccounts.isPrimary')}
                </Checkbox>
              )}
            </Field>
          )}
        />
      </form>
    </Drawer>
  );
}
