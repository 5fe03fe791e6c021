import {
  PAYMENT_MESSAGES,
  type TPaymentDocument,
  type TPaymentStepUp,
  type TPixCodeChannel,
  type TVirtualAccountDetail,
} from '@arara/contracts';
import { useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  get,
  useForm,
} from 'react-hook-form';
import { findFieldError } from './find-field-error';
import { merchantRefusalKey, useStepUp } from '@arara/ui/form';
import { useTransferFlow } from './use-transfer-flow';

/** Every transfer: origin account → destination → amount → review → confirmation. */
export const TRANSFER_STEPS = [
  'origin',
  'destination',
  'amount',
  'review',
  'confirmation',
] as const;
type TransferStep = (typeof TRANSFER_STEPS)[number];
/** The steps where something is typed or chosen, in order. */
const INPUT_STEPS = ['origin', 'destination', 'amount'] as const satisfies readonly TransferStep[];
type InputStep = (typeof INPUT_STEPS)[number];

/** What every transfer form has: the amount step's amount and optional message. */
type TransferValues = FieldValues & { amount: number; description?: string };

type StepHelpers<TValues extends TransferValues> = {
  form: UseFormReturn<TValues>;
  /** Puts an API field error on its field and goes back to its step; false if none. */
  showFieldError: (error: unknown) => boolean;
};

export type TransferWizardConfig<TValues extends TransferValues> = {
  /** The merchant's virtual accounts: the origin's choices. */
  accounts: TVirtualAccountDetail[];
  resolver: Resolver<TValues>;
  /** What the form starts with besides an empty amount and a blank message. */
  defaultValues?: DefaultValues<TValues>;
  /**
   * The fields of the origin and destination steps (the amount step's are the amount and the
   * message): Continue checks them, and an API error on one goes back to its step. The origin's
   * first field is the origin virtual account.
   */
  fields: Record<'origin' | 'destination', readonly [Path<TValues>, ...Path<TValues>[]]>;
  /** The request that moves the money, with the transfer's Idempotency-Key. */
  send: (request: {
    body: TValues;
    idempotencyKey: string;
    /** The password and code, when the flow asks for them (`requestCode`). */
    stepUp?: TPaymentStepUp;
  }) => Promise<TPaymentDocument>;
  /** Send asks for the password, then the 6-digit code this asks for (a Pix). */
  requestCode?: (values: TValues) => Promise<TPixCodeChannel>;
  /** What must hold, besides the step's fields, before Continue (a receiver, a payable fee). */
  beforeNext?: (step: InputStep, helpers: StepHelpers<TValues>) => boolean | Promise<boolean>;
  /** An API field error sent the user back to this field's step. */
  onFieldError?: (field: Path<TValues>) => void;
  /** Start over: drops what the flow keeps besides the form. */
  onReset?: () => void;
};

/**
 * The engine of the transfer wizards (Pix, between accounts, withdrawal): the form, the step,
 * the Idempotency-Key of the reviewed transfer (kept by every retry), the send (one request at
 * a time: a double click sends once), the optional password and code (step-up), and the API's
 * answer: a field error goes back to the step of that field, a wrong password or code is asked
 * again, anything else is the failure text on the review with what was typed kept
 * (docs/payments.md "Error fields"). `TransferWizard` renders it.
 */
export function useTransferWizard<TValues extends TransferValues>(
  config: TransferWizardConfig<TValues>,
) {
  const flow = useTransferFlow(TRANSFER_STEPS);
  const defaultValues = {
    amount: undefined,
    description: '',
    ...config.defaultValues,
  } as DefaultValues<TValues>;
  const form = useForm<TValues>({ resolver: config.resolver, defaultValues });
  const values = form.watch();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<TPaymentDocument | null>(null);
  const [isSending, setSending] = useState(false);
  const sending = useRef(false);
  const stepFields: Record<InputStep, readonly Path<TValues>[]> = {
    ...config.fields,
    amount: ['amount', 'description'] as Path<TValues>[],
  };
  const fieldSteps = INPUT_STEPS.flatMap((step) =>
    stepFields[step].map((field) => [field, step] as const),
  );

  const showFieldError = (error: unknown): boolean => {
    const found = findFieldError(
      error,
      fieldSteps.map(([field]) => field),
    );
    const step = fieldSteps.find(([field]) => field === found?.field)?.[1];
    if (!found || !step) return false;
    form.setError(found.field, { type: 'server', message: found.message }, { shouldFocus: true });
    flow.goTo(step);
    config.onFieldError?.(found.field);
    return true;
  };

  const deliver = async (credentials?: TPaymentStepUp) => {
    const idempotencyKey = flow.idempotencyKey;
    if (!idempotencyKey || sending.current) return;
    sending.current = true;
    setSending(true);
    setFailure(null);
    const typed = form.getValues();
    try {
      const body = { ...typed, description: typed.description?.trim() || undefined };
      const document = await config.send(
        credentials ? { body, idempotencyKey, stepUp: credentials } : { body, idempotencyKey },
      );
      stepUp.close();
      setSent(document);
      flow.goTo('confirmation');
    } catch (error) {
      if (credentials && stepUp.askAgain(error)) return;
      if (!showFieldError(error)) setFailure(merchantRefusalKey(error) ?? PAYMENT_MESSAGES.failed);
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  const stepUp = useStepUp({
    requestCode: () => {
      if (!config.requestCode) throw new Error('this transfer asks for no code');
      return config.requestCode(form.getValues());
    },
    onCodeError: () => setFailure(PAYMENT_MESSAGES.failed),
    onConfirm: (credentials) => void deliver(credentials),
  });

  const next = async () => {
    const step = flow.step;
    if (step === 'review' || step === 'confirmation') return;
    if (!(await form.trigger(stepFields[step]))) return;
    if (config.beforeNext && !(await config.beforeNext(step, { form, showFieldError }))) return;
    flow.next();
  };

  const startOver = () => {
    form.reset(defaultValues);
    setFailure(null);
    setSent(null);
    stepUp.close();
    config.onReset?.();
    flow.reset();
  };

  return {
    form,
    /** What is typed, as it is typed (re-renders on every change). */
    values,
    step: flow.step,
    index: flow.index,
    isFirst: flow.isFirst,
    back: flow.back,
    /** Continue: the step's fields are checked, then `beforeNext`. */
    next,
    /** Send from the review: the password and code first when the flow asks for them. */
    send: () => (config.requestCode ? stepUp.open() : void deliver()),
    isSending,
    /** The failure text (an i18n key) of the last send, shown on the review. */
    failure,
    /** The document the send created: the confirmation shows it. */
    sent,
    stepUp,
    startOver,
    /** The origin step's first field: the id of the origin virtual account. */
    originField: config.fields.origin[0],
    accounts: config.accounts,
    /** The chosen origin account. */
    origin: config.accounts.find((account) => account.id === get(values, config.fields.origin[0])),
  };
}

export type TransferWizardState<TValues extends TransferValues> = ReturnType<
  typeof useTransferWizard<TValues>
>;
