import {
  OPEN_FINANCE_INSTITUTIONS,
  PAYMENT_INITIATION_DESCRIPTION_MAX,
  PAYMENT_INITIATION_PAYER_NAME_MAX,
  PAYMENT_INITIATION_TTL_MINUTES,
  type TCreatePaymentInitiationRequest,
  type TPaymentInitiation,
  ZCreatePaymentInitiationRequest,
} from '@arara/contracts';
import { applyApiFieldErrors } from '@arara/ui/form';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, Input } from '@arara/ui/core';
import { Drawer } from '@arara/ui/form';
import { Select } from '@arara/ui/layout';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { usePaymentErrorText } from '../../../lib/errors';
import { ActiveAccountSelect, AmountInput } from '../../transfer-flow';
import { useCreatePaymentInitiation } from '../api/open-finance';

type Props = {
  merchantId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (request: TPaymentInitiation) => void;
};

const FIELDS = [
  'virtualAccountId',
  'amount',
  'payerInstitution',
  'payerName',
  'payerDocument',
  'description',
] as const;
const empty = (): Partial<TCreatePaymentInitiationRequest> => ({
  virtualAccountId: undefined,
  amount: undefined,
  payerInstitution: undefined,
  payerName: '',
  payerDocument: '',
  description: '',
});

/** A payment request: the payer authorises it at their institution within the hour. */
export function CreatePaymentInitiationDrawer({ merchantId, open, onClose, onCreated }: Props) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreatePaymentInitiation(merchantId);
  const form = useForm<TCreatePaymentInitiationRequest>({
    resolver: zodResolver(ZCreatePaymentInitiationRequest),
    defaultValues: empty(),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const request = await create.mutateAsync({
        ...values,
        payerName: values.payerName || undefined,
        payerDocument: values.payerDocument || undefined,
        description: values.description || undefined,
      });
      form.reset(empty());
      onCreated(request);
    } catch (error) {
      if (!applyApiFieldErrors(error, form.setError, [...FIELDS])) {
        setFailure('payments:errors.failed');
      }
    }
  });

  const text = (name: 'payerName' | 'payerDocument' | 'description', maxLength?: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={`of-${name}`}
          label={t(`openFinance.fields.${name}`)}
          hint={t(`openFinance.create.${name}Hint`)}
          error={errorText(fieldState.error?.message)}
        >
          {(control) => (
            <Input {...field} {...control} value={field.value ?? ''} maxLength={maxLength} />
          )}
        </Field>
      )}
    />
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('openFinance.create.title')}
      size={440}
      destroyOnHidden={false}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('flow.actions.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            form="create-payment-initiation"
            loading={create.isPending}
          >
            {t('openFinance.create.submit')}
          </Button>
        </Flex>
      }
    >
      <form id="create-payment-initiation" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p style={{ marginTop: 0 }}>
          {t('openFinance.create.intro', { minutes: PAYMENT_INITIATION_TTL_MINUTES })}
        </p>
        {failure ? (
          <Alert type="error" showIcon title={errorText(failure)} style={{ marginBottom: 16 }} />
        ) : null}
        <ActiveAccountSelect
          control={form.control}
          name="virtualAccountId"
          id="of-account"
          label={t('openFinance.fields.virtualAccount')}
          placeholder={t('openFinance.create.accountPlaceholder')}
          merchantId={merchantId}
          enabled={open}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <AmountInput
              id="of-amount"
              label={t('openFinance.fields.amount')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="payerInstitution"
          render={({ field, fieldState }) => (
            <Field
              id="of-institution"
              label={t('openFinance.fields.payerInstitution')}
              error={errorText(fieldState.error?.message)}
            >
              {({ status, ...control }) => (
                <Select
                  {...control}
                  status={status}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('openFinance.create.institutionPlaceholder')}
                  style={{ width: '100%' }}
                  options={OPEN_FINANCE_INSTITUTIONS.map((institution) => ({
                    value: institution.ispb,
                    label: institution.name,
                  }))}
                />
              )}
            </Field>
          )}
        />
        {text('payerName', PAYMENT_INITIATION_PAYER_NAME_MAX)}
        {text('payerDocument')}
        {text('description', PAYMENT_INITIATION_DESCRIPTION_MAX)}
      </form>
    </Drawer>
  );
}
