import {
  type TCreateVirtualAccountRequest,
  VIRTUAL_ACCOUNT_TYPES,
  ZCreateVirtualAccountRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, Input } from '@arara/ui/core';
import { Drawer } from '@arara/ui/form';
import { Select } from '@arara/ui/layout';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyApiFieldErrors, useErrorText } from '../../../lib/form-errors';
import { bankAccountsQueryOptions } from '../../bank-accounts';
import { useCreateVirtualAccount, virtualAccountRequest } from '../api/create-virtual-account';

type Props = { merchantId: string; open: boolean; onClose: () => void };

const EMPTY: Partial<TCreateVirtualAccountRequest> = {
  label: '',
  type: undefined,
  bankAccountId: undefined,
};

/** Spec §2 create a virtual account: label, one of the nine types, a bank account; BRL only. */
export function CreateVirtualAccountDrawer({ merchantId, open, onClose }: Props) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const bankAccounts = useQuery({ ...bankAccountsQueryOptions(merchantId), enabled: open });
  const create = useCreateVirtualAccount(merchantId);
  const form = useForm<TCreateVirtualAccountRequest>({
    resolver: zodResolver(ZCreateVirtualAccountRequest),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const account = await create.mutateAsync({ body: virtualAccountRequest(values) });
      form.reset(EMPTY);
      onClose();
      navigate(`/accounts/virtual/${account.id}`);
    } catch (error) {
      if (!applyApiFieldErrors(error, form.setError, ['label', 'type', 'bankAccountId'])) {
        setFailure(t('virtualAccountsPage.create.error'));
      }
    }
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('virtualAccountsPage.create.title')}
      size={440}
      destroyOnHidden={false}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            form="create-virtual-account"
            loading={create.isPending}
          >
            {t('virtualAccountsPage.create.submit')}
          </Button>
        </Flex>
      }
    >
      <form id="create-virtual-account" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure ? (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        <Controller
          control={form.control}
          name="label"
          render={({ field, fieldState }) => (
            <Field
              id="va-label"
              label={t('virtualAccountsPage.create.label')}
              error={errorText(fieldState.error?.message)}
            >
              {(control) => (
                <Input {...field} {...control} value={field.value ?? ''} maxLength={80} />
              )}
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Field
              id="va-type"
              label={t('virtualAccountsPage.create.type')}
              error={errorText(fieldState.error?.message)}
            >
              {({ status, ...control }) => (
                <Select
                  {...control}
                  status={status}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('virtualAccountsPage.create.typePlaceholder')}
                  style={{ width: '100%' }}
                  options={VIRTUAL_ACCOUNT_TYPES.map((type) => ({
                    value: type,
                    label: t(`virtualAccountTypes.${type}`),
                  }))}
                />
              )}
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="bankAccountId"
          render={({ field, fieldState }) => (
            <Field
              id="va-bank-account"
              label={t('virtualAccountsPage.create.bankAccount')}
              error={
                errorText(fieldState.error?.message) ??
                (bankAccounts.isError ? t('bankAccountsPage.loadError') : undefined)
              }
            >
              {({ status, ...control }) => (
                <Select
                  {...control}
                  status={status}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  loading={bankAccounts.isPending}
                  placeholder={t('virtualAccountsPage.create.bankAccountPlaceholder')}
                  style={{ width: '100%' }}
                  options={(bankAccounts.data?.items ?? []).map((account) => ({
                    value: account.id,
                    label: `${account.bankName} · ${account.branchNumber} / ${account.accountNumber}`,
                  }))}
                />
              )}
            </Field>
          )}
        />
        <Field
          id="va-currency"
          label={t('virtualAccountsPage.create.currency')}
          hint={t('virtualAccountsPage.create.currencyHint')}
        >
          {(control) => <Input {...control} value="BRL" disabled />}
        </Field>
      </form>
    </Drawer>
  );
}
