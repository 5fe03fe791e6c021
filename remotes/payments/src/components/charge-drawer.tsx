import { useTranslation } from '@arara/i18n';
import {
  AmountField,
  type DrawerControls,
  FormDrawer,
  type FormDrawerProps,
  useCreateDrawerForm,
} from '@arara/ui/form';
import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { ActiveAccountSelect } from '@/features/transfer-flow';
import { PAYMENT_ERROR_NAMESPACES } from '@/lib/errors';

/** The fields every charge has: the account that receives, and the amount in cents. */
type ChargeValues = { virtualAccountId: string; amount?: number };

type ChargeDrawerProps<TValues extends FieldValues> = Omit<
  FormDrawerProps<TValues>,
  'title' | 'cancelLabel' | 'submitLabel' | 'errorNamespaces'
> & {
  /** The feature whose texts the drawer shows (`<feature>.create.*`, `<feature>.fields.*`). */
  feature: 'qrCodes' | 'openFinance';
  merchantId: string;
  amountLabel: string;
  amountHint?: string;
  /** Fields shown before the receiving account. */
  leading?: ReactNode;
};

/**
 * A create drawer of a way to charge a payer (a QR code, an Open Finance payment request): the
 * feature's title and submit texts, the payment form's error keys, the receiving account (an
 * active virtual account) and the amount; the drawer's own fields follow.
 */
export function ChargeDrawer<TValues extends FieldValues>({
  feature,
  merchantId,
  amountLabel,
  amountHint,
  leading,
  children,
  ...drawer
}: ChargeDrawerProps<TValues>) {
  const { t } = useTranslation('payments');
  return (
    <FormDrawer
      {...drawer}
      title={t(`${feature}.create.title`)}
      cancelLabel={t('flow.actions.cancel')}
      submitLabel={t(`${feature}.create.submit`)}
      errorNamespaces={PAYMENT_ERROR_NAMESPACES}
    >
      {leading}
      <ActiveAccountSelect
        control={drawer.form.control as unknown as Control<ChargeValues>}
        name="virtualAccountId"
        id={`${drawer.formId}-virtualAccountId`}
        label={t(`${feature}.fields.virtualAccount`)}
        placeholder={t(`${feature}.create.accountPlaceholder`)}
        merchantId={merchantId}
        enabled={drawer.open}
      />
      <AmountField name="amount" label={amountLabel} hint={amountHint} />
      {children}
    </FormDrawer>
  );
}

/** A create endpoint's mutation (`useEndpointMutation`), whose request is the body alone. */
type CreateMutation<TBody, TCreated> = {
  mutateAsync: (input: { body: TBody }) => Promise<TCreated>;
  isPending: boolean;
};

/**
 * A ChargeDrawer's form: sends `request(values)` (the contract's body of the typed values) to
 * the create endpoint, says "failed" when the API names no field, and hands the new charge to
 * `onCreated`.
 */
export function useChargeForm<TValues extends FieldValues, TBody, TCreated>(
  controls: DrawerControls,
  mutation: CreateMutation<TBody, TCreated>,
  options: {
    resolver: Resolver<TValues>;
    empty: () => DefaultValues<TValues>;
    request: (values: TValues) => TBody;
    onCreated: (created: TCreated) => void;
  },
) {
  const { t } = useTranslation('payments');
  return useCreateDrawerForm<TValues, TCreated>(controls, {
    ...options,
    failureText: t('errors.failed'),
    pending: mutation.isPending,
    create: (values) => mutation.mutateAsync({ body: options.request(values) }),
  });
}
