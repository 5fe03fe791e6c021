import {
  COUNTERPARTY_NAME_MAX,
  COUNTERPARTY_STATUSES,
  formatFiscalDocument,
  PIX_KEY_TYPES,
  type TCounterpartyDetail,
  type TCreateCounterpartyRequest,
  ZCreateCounterpartyRequest,
} from '@arara/contracts';
import { applyApiFieldErrors } from '@arara/ui/form';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, Input, toast } from '@arara/ui/core';
import { Drawer } from '@arara/ui/form';
import { Select } from '@arara/ui/layout';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { usePaymentErrorText } from '../../../lib/errors';
import { useCreateCounterparty, useUpdateCounterparty } from '../api/counterparties';

type Values = TCreateCounterpartyRequest;
const FIELDS = [
  'name',
  'document',
  'email',
  'phone',
  'address',
  'pixKeyType',
  'pixKey',
  'status',
] as const;

const EMPTY: Values = {
  name: '',
  document: '',
  email: '',
  phone: '',
  address: '',
  pixKeyType: null,
  pixKey: '',
  status: 'active',
};

const valuesOf = (counterparty: TCounterpartyDetail): Values => ({
  name: counterparty.name,
  document: formatFiscalDocument(counterparty.document),
  email: counterparty.email ?? '',
  phone: counterparty.phone ?? '',
  address: counterparty.address ?? '',
  pixKeyType: counterparty.pixKeyType,
  pixKey: counterparty.pixKey ?? '',
  status: counterparty.status,
});

type Props = {
  merchantId: string;
  open: boolean;
  onClose: () => void;
  /** Edit this counterparty; create a new one without it. */
  counterparty?: TCounterpartyDetail;
  onCreated?: (counterparty: TCounterpartyDetail) => void;
};

/**
 * Create or edit a counterparty (spec §3: name, fiscal document, e-mail, phone, address) with
 * an optional Pix key and its status. The document is fixed once created. A refused form keeps
 * what was typed and shows the API's field errors.
 */
export function CounterpartyFormDrawer({
  merchantId,
  open,
  onClose,
  counterparty,
  onCreated,
}: Props) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const isEdit = counterparty !== undefined;
  const create = useCreateCounterparty(merchantId);
  const update = useUpdateCounterparty(merchantId, counterparty?.id ?? '');
  const form = useForm<Values>({
    resolver: zodResolver(ZCreateCounterpartyRequest),
    defaultValues: counterparty ? valuesOf(counterparty) : EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (isEdit) {
        const { document: _, ...changes } = values;
        await update.mutateAsync(changes);
        toast.success(t('counterparties.form.updated'));
        onClose();
      } else {
        const created = await create.mutateAsync(values);
        toast.success(t('counterparties.form.created'));
        form.reset(EMPTY);
        onClose();
        onCreated?.(created);
      }
    } catch (error) {
      if (!applyApiFieldErrors(error, form.setError, FIELDS)) {
        setFailure(
          t(isEdit ? 'counterparties.form.updateError' : 'counterparties.form.createError'),
        );
      }
    }
  });

  const text = (name: (typeof FIELDS)[number]) => ({ control: form.control, name }) as const;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(isEdit ? 'counterparties.form.editTitle' : 'counterparties.form.createTitle')}
      size={480}
      destroyOnHidden={false}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('counterparties.form.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            form="counterparty-form"
            loading={create.isPending || update.isPending}
          >
            {t(isEdit ? 'counterparties.form.save' : 'counterparties.form.create')}
          </Button>
        </Flex>
      }
    >
      <form id="counterparty-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure ? (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        <Controller
          {...text('name')}
          render={({ field, fieldState }) => (
            <Field
              id="cp-name"
              label={t('counterparties.form.name')}
              error={errorText(fieldState.error?.message)}
            >
              {(control) => (
                <Input
                  {...field}
                  {...control}
                  value={String(field.value ?? '')}
                  maxLength={COUNTERPARTY_NAME_MAX}
                />
              )}
            </Field>
          )}
        />
        <Controller
          {...text('document')}
          render={({ field, fieldState }) => (
            <Field
              id="cp-document"
              label={t('counterparties.form.document')}
              error={errorText(fieldState.error?.message)}
              hint={t('counterparties.form.documentHint')}
            >
              {(control) => (
                <Input
                  {...field}
                  {...control}
                  value={String(field.value ?? '')}
                  disabled={isEdit}
                  inputMode="numeric"
                  placeholder="000.000.000-00 / 00.000.000/0000-00"
                />
              )}
            </Field>
          )}
        />
        {(['email', 'phone', 'address'] as const).map((name) => (
          <Controller
            key={name}
            {...text(name)}
            render={({ field, fieldState }) => (
              <Field
                id={`cp-${name}`}
                label={t(`counterparties.form.${name}`)}
                error={errorText(fieldState.error?.message)}
              >
                {(control) => <Input {...field} {...control} value={String(field.value ?? '')} />}
              </Field>
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="pixKeyType"
          render={({ field, fieldState }) => (
            <Field
              id="cp-pix-key-type"
              label={t('counterparties.form.pixKeyType')}
              error={errorText(fieldState.error?.message)}
            >
              {({ status, ...control }) => (
                <Select
                  {...control}
                  status={status}
                  allowClear
                  value={field.value ?? undefined}
                  onChange={(value) => field.onChange(value ?? null)}
                  onBlur={field.onBlur}
                  placeholder={t('counterparties.form.pixKeyTypePlaceholder')}
                  style={{ width: '100%' }}
                  options={PIX_KEY_TYPES.map((type) => ({
                    value: type,
                    label: t(`counterparties.pixKeyTypes.${type}`),
                  }))}
                />
              )}
            </Field>
          )}
        />
        <Controller
          {...text('pixKey')}
          render={({ field, fieldState }) => (
            <Field
              id="cp-pix-key"
              label={t('counterparties.form.pixKey')}
              error={errorText(fieldState.error?.message)}
            >
              {(control) => (
                <Input
                  {...field}
                  {...control}
                  value={String(field.value ?? '')}
                  autoComplete="off"
                />
              )}
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field, fieldState }) => (
            <Field
              id="cp-status"
              label={t('counterparties.form.status')}
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
                  options={COUNTERPARTY_STATUSES.map((value) => ({
                    value,
                    label: t(`counterparties.statuses.${value}`),
                  }))}
                />
              )}
            </Field>
          )}
        />
      </form>
    </Drawer>
  );
}
