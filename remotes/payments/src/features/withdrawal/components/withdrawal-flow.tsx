import {
  PAYMENT_MESSAGES,
  type TBankAccount,
  type TPaymentDocument,
  type TVirtualAccountDetail,
  type TWithdrawalQuote,
  type TWithdrawalRequest,
  ZWithdrawalRequest,
} from '@arara/contracts';
import { applyApiFieldErrors } from '@arara/ui/form';
import { useTranslation } from '@arara/i18n';
import { Money } from '@arara/ui/data';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { usePaymentErrorText } from '../../../lib/errors';
import {
  AccountField,
  AmountFields,
  ReviewCard,
  ReviewNotices,
  StepAction,
  TransferConfirmation,
  TransferFrame,
  useTransferFlow,
  useTransferSend,
} from '../../transfer-flow';
import {
  type QuoteQuery,
  useCreateWithdrawal,
  withdrawalQuoteQueryOptions,
} from '../api/withdrawal';
import { BankAccountPicker, bankAccountLabel } from './bank-account-picker';
import { FeeQuote } from './fee-quote';

const STEPS = ['origin', 'destination', 'amount', 'review', 'confirmation'] as const;
type Step = (typeof STEPS)[number];
type Values = TWithdrawalRequest;

/** Which step shows each field (and its API error). */
const FIELD_STEP: Record<keyof Values, Step> = {
  virtualAccountId: 'origin',
  bankAccountId: 'destination',
  amount: 'amount',
  description: 'amount',
};
const STEP_FIELDS: Partial<Record<Step, (keyof Values)[]>> = {
  origin: ['virtualAccountId'],
  destination: ['bankAccountId'],
  amount: ['amount', 'description'],
};

const EMPTY: Partial<Values> = {
  virtualAccountId: undefined,
  bankAccountId: undefined,
  amount: undefined,
  description: '',
};

/** How long the amount rests before its fee is asked for. */
const QUOTE_DELAY_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Spec §2 /withdrawal: origin account → one of the merchant's bank accounts → amount with the
 * fee quoted live → review (amount, fee, total, bank account) → confirmation.
 */
export function WithdrawalFlow({
  merchantId,
  accounts,
  bankAccounts,
}: {
  merchantId: string;
  accounts: TVirtualAccountDetail[];
  bankAccounts: TBankAccount[];
}) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const queryClient = useQueryClient();
  const flow = useTransferFlow(STEPS);
  const withdraw = useCreateWithdrawal(merchantId);
  const [sent, setSent] = useState<TPaymentDocument | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ZWithdrawalRequest),
    defaultValues: EMPTY,
  });
  const sender = useTransferSend<Values, Step>({
    setError: form.setError,
    fieldStep: FIELD_STEP,
    goTo: flow.goTo,
  });
  const values = form.watch();
  const origin = accounts.find((account) => account.id === values.virtualAccountId);
  const bank = bankAccounts.find((item) => item.id === values.bankAccountId);

  // Typed amounts rest a moment before their fee is asked; the review's is already known.
  const debounced = useDebounced(values.amount, QUOTE_DELAY_MS);
  const amount = flow.step === 'amount' ? debounced : values.amount;
  const quoteQuery: QuoteQuery | null =
    values.virtualAccountId &&
    values.bankAccountId &&
    amount !== undefined &&
    Number.isSafeInteger(amount) &&
    amount > 0
      ? { virtualAccountId: values.virtualAccountId, bankAccountId: values.bankAccountId, amount }
      : null;
  const quote = useQuery(withdrawalQuoteQueryOptions(merchantId, quoteQuery));
  // The quote of exactly what is typed (not the previous amount's, while the next one loads).
  const current =
    quote.data && quoteQuery && quote.data.amount === values.amount && !quote.isPlaceholderData
      ? quote.data
      : undefined;

  const startOver = () => {
    form.reset(EMPTY);
    sender.clearFailure();
    setSent(null);
    withdraw.reset();
    flow.reset();
  };

  const next = async () => {
    const fields = STEP_FIELDS[flow.step] ?? [];
    if (!(await form.trigger(fields))) return;
    if (flow.step === 'amount') {
      // The fee must be known (and payable) before the review.
      const { virtualAccountId = '', bankAccountId = '', amount: typed = 0 } = form.getValues();
      let quoted: TWithdrawalQuote;
      try {
        quoted = await queryClient.fetchQuery(
          withdrawalQuoteQueryOptions(merchantId, {
            virtualAccountId,
            bankAccountId,
            amount: typed,
          }),
        );
      } catch (error) {
        const fields = ['virtualAccountId', 'bankAccountId', 'amount'] as const;
        const failed = fields.find((field) => applyApiFieldErrors(error, form.setError, [field]));
        if (failed) flow.goTo(FIELD_STEP[failed]);
        return;
      }
      if (quoted.total > quoted.available) {
        form.setError('amount', { type: 'quote', message: PAYMENT_MESSAGES.insufficientFunds });
        return;
      }
    }
    flow.next();
  };

  const send = () => {
    const key = flow.idempotencyKey;
    if (!key) return;
    const body = form.getValues();
    void sender.send(
      () =>
        withdraw.mutateAsync({
          body: { ...body, description: body.description?.trim() || undefined },
          idempotencyKey: key,
        }),
      (document) => {
        setSent(document);
        flow.goTo('confirmation');
      },
    );
  };

  const isConfirmation = flow.step === 'confirmation';
  const feeItems = (fee: number, total: number) => [
    { key: 'fee', label: t('withdrawal.fields.fee'), value: <Money cents={fee} /> },
    { key: 'total', label: t('withdrawal.fields.total'), value: <Money cents={total} strong /> },
  ];

  const primary = (
    <StepAction
      step={flow.step}
      sendLabel={t('withdrawal.actions.confirm')}
      onSend={send}
      onContinue={() => void next()}
      pending={withdraw.isPending}
      sendDisabled={!current}
    />
  );

  return (
    <TransferFrame
      stepTitles={STEPS.map((step) => t(`flow.steps.${step}`))}
      current={flow.index}
      primary={primary}
      onBack={flow.isFirst || isConfirmation || withdraw.isPending ? undefined : flow.back}
      onDiscard={isConfirmation || withdraw.isPending ? undefined : startOver}
    >
      {flow.step === 'origin' ? (
        <AccountField
          control={form.control}
          name="virtualAccountId"
          id="withdrawal-origin"
          label={t('flow.fields.origin')}
          accounts={accounts}
        />
      ) : null}
      {flow.step === 'destination' ? (
        <Controller
          control={form.control}
          name="bankAccountId"
          render={({ field, fieldState }) => (
            <BankAccountPicker
              id="withdrawal-bank"
              label={t('withdrawal.fields.bankAccount')}
              bankAccounts={bankAccounts}
              value={field.value}
              onChange={field.onChange}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      ) : null}
      {flow.step === 'amount' ? (
        <AmountFields control={form.control} idPrefix="withdrawal" origin={origin}>
          <FeeQuote
            quote={current}
            isLoading={quoteQuery !== null || values.amount !== amount}
            isError={quote.isError}
          />
        </AmountFields>
      ) : null}
      {flow.step === 'review' ? (
        <>
          <ReviewNotices failure={sender.failure} />
          <ReviewCard
            title={t('withdrawal.review.title')}
            items={[
              { key: 'origin', label: t('flow.fields.origin'), value: origin?.label },
              {
                key: 'bankAccount',
                label: t('withdrawal.fields.bankAccount'),
                value: bank ? `${bankAccountLabel(bank)} · ${bank.holderName}` : undefined,
              },
              {
                key: 'amount',
                label: t('flow.fields.amount'),
                value: <Money cents={values.amount ?? 0} strong />,
              },
              ...(current ? feeItems(current.fee, current.total) : []),
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
          title={t('withdrawal.confirmation.title')}
          receiver={bank ? bankAccountLabel(bank) : (sent.counterpartyInstitution ?? '—')}
          extraItems={feeItems(sent.fee, sent.netAmount)}
          onNewTransfer={startOver}
        />
      ) : null}
    </TransferFrame>
  );
}
