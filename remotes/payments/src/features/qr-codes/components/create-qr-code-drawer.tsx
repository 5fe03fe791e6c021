import { type TCreateQrCodeRequest, type TQrCode, ZCreateQrCodeRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import {
  AmountField,
  BoundField,
  type DrawerControls,
  DateField,
  FormDrawer,
  Radio,
  TextField,
  useFormSubmit,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { PAYMENT_ERROR_NAMESPACES } from '@/lib/errors';
import { ActiveAccountSelect } from '../../transfer-flow';
import { useCreateQrCode } from '../api/qr-codes';

type Props = DrawerControls & {
  merchantId: string;
  onCreated: (code: TQrCode) => void;
};

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

/** Create a QR code (docs/payments.md "QR codes"): dynamic (value and expiration) or static (value optional). */
export function CreateQrCodeDrawer({ merchantId, open, onClose, onCreated }: Props) {
  const { t } = useTranslation('payments');
  const create = useCreateQrCode(merchantId);
  const form = useForm<TCreateQrCodeRequest>({
    resolver: zodResolver(ZCreateQrCodeRequest),
    defaultValues: empty(),
  });
  const type = form.watch('type');
  const submission = useFormSubmit(form, {
    failureText: t('errors.failed'),
    submit: async (values) => {
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
    },
  });

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('qrCodes.create.title')}
      formId="create-qr-code"
      cancelLabel={t('flow.actions.cancel')}
      submitLabel={t('qrCodes.create.submit')}
      errorNamespaces={PAYMENT_ERROR_NAMESPACES}
      pending={create.isPending}
      {...submission}
    >
      <BoundField
        name="type"
        id="qr-type"
        label={t('qrCodes.fields.type')}
        render={(field, { id }) => (
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
      <AmountField
        name="amount"
        id="qr-amount"
        label={t('qrCodes.fields.value')}
        hint={type === 'static' ? t('qrCodes.create.staticValueHint') : undefined}
      />
      {type === 'dynamic' ? (
        <DateField
          name="expiresAt"
          id="qr-expires"
          label={t('qrCodes.fields.expiresAt')}
          withTime
        />
      ) : null}
      <TextField
        name="description"
        id="qr-description"
        label={t('qrCodes.fields.description')}
        maxLength={72}
      />
      <TextField name="externalId" id="qr-external-id" label={t('qrCodes.fields.externalId')} />
    </FormDrawer>
  );
}
