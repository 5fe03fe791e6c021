import { type TCreateQrCodeRequest, type TQrCode, ZCreateQrCodeRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import {
  BoundField,
  type DrawerControls,
  DateField,
  optionsOf,
  Radio,
  TextField,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { ChargeDrawer, useChargeForm } from '@/components/charge-drawer';
import { qrCodeRequest, useCreateQrCode } from '../api/qr-codes';

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
export function CreateQrCodeDrawer({ merchantId, onCreated, ...controls }: Props) {
  const { t } = useTranslation('payments');
  const drawer = useChargeForm(controls, useCreateQrCode(merchantId), {
    resolver: zodResolver(ZCreateQrCodeRequest),
    empty,
    request: qrCodeRequest,
    onCreated,
  });
  const type = drawer.form.watch('type');

  return (
    <ChargeDrawer
      {...drawer}
      feature="qrCodes"
      formId="create-qr-code"
      merchantId={merchantId}
      amountLabel={t('qrCodes.fields.value')}
      amountHint={type === 'static' ? t('qrCodes.create.staticValueHint') : undefined}
      leading={
        <BoundField
          name="type"
          label={t('qrCodes.fields.type')}
          render={(field, { id }) => (
            <Radio.Group
              id={id}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              options={optionsOf(['dynamic', 'static'] as const, (value) =>
                t(`qrCodes.types.${value}`),
              )}
            />
          )}
        />
      }
    >
      {type === 'dynamic' ? (
        <DateField name="expiresAt" label={t('qrCodes.fields.expiresAt')} withTime />
      ) : null}
      <TextField name="description" label={t('qrCodes.fields.description')} maxLength={72} />
      <TextField name="externalId" label={t('qrCodes.fields.externalId')} />
    </ChargeDrawer>
  );
}
