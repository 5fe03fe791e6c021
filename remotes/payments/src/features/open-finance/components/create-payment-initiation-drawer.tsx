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
import {
  AmountField,
  type DrawerControls,
  FormDrawer,
  SelectField,
  TextField,
  useFormSubmit,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PAYMENT_ERROR_NAMESPACES } from '@/lib/errors';
import { ActiveAccountSelect } from '../../transfer-flow';
import { useCreatePaymentInitiation } from '../api/open-finance';

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
export function CreatePaymentInitiationDrawer({ merchantId, open, onClose, onCreated }: Props) {
  const { t } = useTranslation('payments');
  const create = useCreatePaymentInitiation(merchantId);
  const form = useForm<TCreatePaymentInitiationRequest>({
    resolver: zodResolver(ZCreatePaymentInitiationRequest),
    defaultValues: empty(),
  });
  const submission = useFormSubmit(form, {
    failureText: t('errors.failed'),
    submit: async (values) => {
      const request = await create.mutateAsync({
        body: {
          ...values,
          payerName: values.payerName || undefined,
          payerDocument: values.payerDocument || undefined,
          description: values.description || undefined,
        },
      });
      form.reset(empty());
      onCreated(request);
    },
  });

  const text = (name: 'payerName' | 'payerDocument' | 'description', maxLength?: number) => (
    <TextField
      name={name}
      id={`of-${name}`}
      label={t(`openFinance.fields.${name}`)}
      hint={t(`openFinance.create.${name}Hint`)}
      maxLength={maxLength}
    />
  );

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('openFinance.create.title')}
      formId="create-payment-initiation"
      cancelLabel={t('flow.actions.cancel')}
      submitLabel={t('openFinance.create.submit')}
      errorNamespaces={PAYMENT_ERROR_NAMESPACES}
      intro={
        <p style={{ marginTop: 0 }}>
          {t('openFinance.create.intro', { minutes: PAYMENT_INITIATION_TTL_MINUTES })}
        </p>
      }
      pending={create.isPending}
      {...submission}
    >
      <ActiveAccountSelect
        control={form.control}
        name="virtualAccountId"
        id="of-account"
        label={t('openFinance.fields.virtualAccount')}
        placeholder={t('openFinance.create.accountPlaceholder')}
        merchantId={merchantId}
        enabled={open}
      />
      <AmountField name="amount" id="of-amount" label={t('openFinance.fields.amount')} />
      <SelectField
        name="payerInstitution"
        id="of-institution"
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
    </FormDrawer>
  );
}
