import {
  OPEN_FINANCE_INSTITUTIONS,
  PAYMENT_INITIATION_DESCRIPTION_MAX,
  PAYMENT_INITIATION_PAYER_NAME_MAX,
  PAYMENT_INITIATION_TTL_MINUTES,
  type TCreatePaymentInitiationRequest,
  type TPaymentInitiation,
  ZCreatePaymentInitiationRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { type DrawerControls, SelectField, TextField } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChargeDrawer, useChargeForm } from '@/components/charge-drawer';
import { paymentInitiationRequest, useCreatePaymentInitiation } from '../api/open-finance';

type Props = DrawerControls & {
  merchantId: string;
  onCreated: (request: TPaymentInitiation) => void;
};

const empty = (): Partial<TCreatePaymentInitiationRequest> => ({
  virtualAccountId: undefined,
  amount: undefined,
  payerInstitution: undefined,
  payerName: '',
  payerDocument: '',
  description: '',
});

/** A payment request: the payer authorises it at their institution within the hour. */
export function CreatePaymentInitiationDrawer({ merchantId, onCreated, ...controls }: Props) {
  const { t } = useTranslation('payments');
  const drawer = useChargeForm(controls, useCreatePaymentInitiation(merchantId), {
    resolver: zodResolver(ZCreatePaymentInitiationRequest),
    empty,
    request: paymentInitiationRequest,
    onCreated,
  });

  const text = (name: 'payerName' | 'payerDocument' | 'description', maxLength?: number) => (
    <TextField
      name={name}
      label={t(`openFinance.fields.${name}`)}
      hint={t(`openFinance.create.${name}Hint`)}
      maxLength={maxLength}
    />
  );

  return (
    <ChargeDrawer
      {...drawer}
      feature="openFinance"
      formId="create-payment-initiation"
      merchantId={merchantId}
      amountLabel={t('openFinance.fields.amount')}
      intro={
        <p style={{ marginTop: 0 }}>
          {t('openFinance.create.intro', { minutes: PAYMENT_INITIATION_TTL_MINUTES })}
        </p>
      }
    >
      <SelectField
        name="payerInstitution"
        label={t('openFinance.fields.payerInstitution')}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('openFinance.create.institutionPlaceholder')}
        options={OPEN_FINANCE_INSTITUTIONS.map((institution) => ({
          value: institution.ispb,
          label: institution.name,
        }))}
      />
      {text('payerName', PAYMENT_INITIATION_PAYER_NAME_MAX)}
      {text('payerDocument')}
      {text('description', PAYMENT_INITIATION_DESCRIPTION_MAX)}
    </ChargeDrawer>
  );
}
