import {
  PAYMENT_MESSAGES,
  type TBetweenAccountsRequest,
  type TPaymentDocument,
  type TVirtualAccountDetail,
  ZBetweenAccountsRequest,
} from '@arara/contracts';
import { applyApiFieldErrors } from '@arara/ui/form';
import { useTranslation } from '@arara/i18n';
import { Money } from '@arara/ui/data';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AccountField,
  AmountFields,
  ReviewCard,
  ReviewNotices,
  StepAction,
  TransferConfirmation,
  TransferFrame,
  useTransferFlow,
} from '../../transfer-flow';
import { useTransferBetweenAccounts } from '../api/transfer-between-accounts';

const STEPS = ['origin', 'destination', 'amount', 'review', 'confirmation'] as const;
type Step = (typeof STEPS)[number];
type Values = TBetweenAccountsRequest;

/** Which step shows each field (and its API error). */
const FIELD_STEP: Record<keyof Values, Step> = {
  fromVirtualAccountId: 'origin',
  toVirtualAccountId: 'destination',
  amount: 'amount',
  description: 'amount',
};
const STEP_FIELDS: Partial<Record<Step, (keyof Values)[]>> = {
  origin: ['fromVirtualAccountId'],
  destination: ['toVirtualAccountId'],
  amount: ['amount', 'description'],
};

const EMPTY: Partial<Values> = {
  fromVirtualAccountId: undefined,
  toVirtualAccountId: undefined,
  amount: undefined,
  description: '',
};

/** Spec §2 /between-accounts: origin → another own account → amount → review → confirmation. */
export function BetweenAccountsFlow({
  merchantId,
  accounts,
}: {
  merchantId: string;
  accounts: TVirtualAccountDetail[];
}) {
  const { t } = useTranslation('payments');
  const flow = useTransferFlow(STEPS);
  const transfer = useTransferBetweenAccounts(merchantId);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<TPaymentDocument | null>(null);
  const isSending = useRef(false);
  const form = useForm<Values>({
    resolver: zodResolver(ZBetweenAccountsRequest),
    defaultValues: EMPTY,
  });
  const values = form.watch();
  const accountOf = (id: string | undefined) => accounts.find((account) => account.id === id);

  const startOver = () => {
    form.reset(EMPTY);
    setFailure(null);
    setSent(null);
    transfer.reset();
    flow.reset();
  };

  const next = async () => {
    const fields = STEP_FIELDS[flow.step] ?? [];
    if (await form.trigger(fields)) flow.next();
  };

  const send = async () => {
    const key = flow.idempotencyKey;
    if (!key || isSending.current) return;
    isSending.current = true;
    setFailure(null);
    const body = form.getValues();
    try {
      const document = await transfer.mutateAsync({
        body: { ...body, description: body.description?.trim() || undefined },
        idempotencyKey: key,
      });
      setSent(document);
      flow.goTo('confirmation');
    } catch (error) {
      const fields = Object.keys(FIELD_STEP) as (keyof Values)[];
      const failed = fields.find((field) => applyApiFieldErrors(error, form.setError, [field]));
      if (failed) flow.goTo(FIELD_STEP[failed]);
      else setFailure(PAYMENT_MESSAGES.failed);
    } finally {
      isSending.current = false;
    }
  };

  const origin = accountOf(values.fromVirtualAccountId);
  const destination = accountOf(values.toVirtualAccountId);
  const isConfirmation = flow.step === 'confirmation';

  const primary = (
    <StepAction
      step={flow.step}
      sendLabel={t('flow.actions.send')}
      onSend={() => void send()}
      onContinue={() => void next()}
      pending={transfer.isPending}
    />
  );

  return (
    <TransferFrame
      stepTitles={STEPS.map((step) => t(`flow.steps.${step}`))}
      current={flow.index}
      primary={primary}
      onBack={flow.isFirst || isConfirmation || transfer.isPending ? undefined : flow.back}
      onDiscard={isConfirmation || transfer.isPending ? undefined : startOver}
    >
      {flow.step === 'origin' ? (
        <AccountField
          control={form.control}
          name="fromVirtualAccountId"
          id="between-origin"
          label={t('flow.fields.origin')}
          accounts={accounts}
        />
      ) : null}
      {flow.step === 'destination' ? (
        <AccountField
          control={form.control}
          name="toVirtualAccountId"
          id="between-destination"
          label={t('flow.fields.destinationAccount')}
          accounts={accounts}
          excludeId={values.fromVirtualAccountId}
        />
      ) : null}
      {flow.step === 'amount' ? (
        <AmountFields control={form.control} idPrefix="between" origin={origin} />
      ) : null}
      {flow.step === 'review' ? (
        <>
          <ReviewNotices failure={failure} />
          <ReviewCard
            title={t('flow.review.title')}
            items={[
              { key: 'origin', label: t('flow.fields.origin'), value: origin?.label },
              {
                key: 'destination',
                label: t('flow.fields.destinationAccount'),
                value: destination?.label,
              },
              {
                key: 'amount',
                label: t('flow.fields.amount'),
                value: <Money cents={values.amount ?? 0} strong />,
              },
              {
                key: 'description',
                label: t('flow.fields.description'),
                value: values.description || '—',
              },
            ]}
          />
        </>
      ) : null}
      {isConfirmation && sent ? (
        <TransferConfirmation
          document={sent}
          receiver={destination?.label ?? sent.counterpartyName ?? '—'}
          onNewTransfer={startOver}
        />
      ) : null}
    </TransferFrame>
  );
}
