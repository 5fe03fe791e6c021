import { type TCreateQrCodeRequest, type TQrCode, ZCreateQrCodeRequest } from '@arara/contracts';
import { applyApiFieldErrors } from '@arara/ui/form';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, Input } from '@arara/ui/core';
import { Drawer, Radio } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { usePaymentErrorText } from '../../../lib/errors';
import { ActiveAccountSelect, AmountInput } from '../../transfer-flow';
import { useCreateQrCode } from '../api/qr-codes';

type Props = {
  merchantId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (code: TQrCode) => void;
};

const FIELDS = [
  'type',
  'virtualAccountId',
  'amount',
  'description',
  'externalId',
  'expiresAt',
] as const;
/** `datetime-local` text of a date (the browser's clock). */
const local = (date: dayjs.Dayjs) => date.format('YYYY-MM-DDTHH:mm');
const empty = (): Partial<TCreateQrCodeRequest> => ({
  type: 'dynamic',
  virtualAccountId: undefined,
  amount: undefined,
  description: '',
  externalId: '',
  expiresAt: local(dayjs().add(1, 'day')),
});

/** Spec §2 create a QR code: dynamic (value and expiration) or static (value optional). */
export function CreateQrCodeDrawer({ merchantId, open, onClose, onCreated }: Props) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateQrCode(merchantId);
  const form = useForm<TCreateQrCodeRequest>({
    resolver: zodResolver(ZCreateQrCodeRequest),
    defaultValues: empty(),
  });
  const type = form.watch('type');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const code = await create.mutateAsync({
        body: {
          ...values,
          // The typed local time, sent as an instant; a static code has no expiration.
          expiresAt:
            values.type === 'dynamic' && values.expiresAt
              ? new Date(values.expiresAt).toISOString()
              : undefined,
          description: values.description || undefined,
          externalId: values.externalId || undefined,
        },
      });
      form.reset(empty());
      onCreated(code);
    } catch (error) {
      if (!applyApiFieldErrors(error, form.setError, [...FIELDS])) {
        setFailure('payments:errors.failed');
      }
    }
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('qrCodes.create.title')}
      size={440}
      destroyOnHidden={false}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('flow.actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="create-qr-code" loading={create.isPending}>
            {t('qrCodes.create.submit')}
          </Button>
        </Flex>
      }
    >
      <form id="create-qr-code" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure ? (
          <Alert type="error" showIcon title={errorText(failure)} style={{ marginBottom: 16 }} />
        ) : null}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Field id="qr-type" label={t('qrCodes.fields.type')}>
              {({ id }) => (
                <Radio.Group
                  id={id}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  options={(['dynamic', 'static'] as const).map((value) => ({
                    value,
                    label: t(`qrCodes.types.${value}`),
                  }))}
                />
              )}
            </Field>
          )}
        />
        <ActiveAccountSelect
          control={form.control}
          name="virtualAccountId"
          id="qr-account"
          label={t('qrCodes.fields.virtualAccount')}
          placeholder={t('qrCodes.create.accountPlaceholder')}
          merchantId={merchantId}
          enabled={open}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <AmountInput
              id="qr-amount"
              label={t('qrCodes.fields.value')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
              hint={type === 'static' ? t('qrCodes.create.staticValueHint') : undefined}
            />
          )}
        />
        {type === 'dynamic' ? (
          <Controller
            control={form.control}
            name="expiresAt"
            render={({ field, fieldState }) => (
              <Field
                id="qr-expires"
                label={t('qrCodes.fields.expiresAt')}
                error={errorText(fieldState.error?.message)}
              >
                {(control) => (
                  <Input
                    {...field}
                    {...control}
                    type="datetime-local"
                    value={field.value ?? ''}
                    style={{ maxWidth: 240 }}
                  />
                )}
              </Field>
            )}
          />
        ) : null}
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <Field
              id="qr-description"
              label={t('qrCodes.fields.description')}
              error={errorText(fieldState.error?.message)}
            >
              {(control) => (
                <Input {...field} {...control} value={field.value ?? ''} maxLength={72} />
              )}
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="externalId"
          render={({ field, fieldState }) => (
            <Field
              id="qr-external-id"
              label={t('qrCodes.fields.externalId')}
              error={errorText(fieldState.error?.message)}
            >
              {(control) => <Input {...field} {...control} value={field.value ?? ''} />}
            </Field>
          )}
        />
      </form>
    </Drawer>
  );
}
