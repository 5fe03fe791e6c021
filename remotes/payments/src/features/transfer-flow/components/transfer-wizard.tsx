import type { TPaymentDocument } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Money } from '@arara/ui/data';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TRANSFER_STEPS, type TransferWizardState } from '../use-transfer-wizard';
import { AccountField } from './account-field';
import { AmountFields } from './amount-fields';
import { ReviewCard, type ReviewItem } from './review-card';
import { ReviewNotices } from './review-notices';
import { StepAction } from './step-action';
import { StepUpDialogs } from './step-up-dialogs';
import { TransferConfirmation } from './transfer-confirmation';
import { TransferFrame } from './transfer-frame';

type ConfirmationProps = Omit<
  ComponentProps<typeof TransferConfirmation>,
  'document' | 'onNewTransfer'
>;

type TransferWizardProps<TValues extends FieldValues & { amount: number }> = {
  wizard: TransferWizardState<TValues>;
  /** Prefix of the fields' ids: `<prefix>-origin`, `<prefix>-amount`, `<prefix>-description`. */
  idPrefix: string;
  /** The destination step: who or where the money goes. */
  destination: ReactNode;
  /** The amount step's extras: above its fields, between amount and message, a fixed hint. */
  amount?: { before?: ReactNode; between?: ReactNode; fixedHint?: string };
  /** The review: its title, the destination's lines, the lines after the amount (fee, total). */
  review: { title?: string; destination: ReviewItem[]; charges?: ReviewItem[] };
  confirmation: (document: TPaymentDocument) => ConfirmationProps;
  /** The send button's text: "Send" unless told otherwise. */
  sendLabel?: string;
  sendDisabled?: boolean;
  /** Replaces Continue (a lookup still to be done). */
  primary?: ReactNode;
};

/** The steps of a `useTransferWizard`: origin, the flow's destination, amount, review, done. */
export function TransferWizard<TValues extends FieldValues & { amount: number }>({
  wizard,
  idPrefix,
  destination,
  amount,
  review,
  confirmation,
  sendLabel,
  sendDisabled,
  primary,
}: TransferWizardProps<TValues>) {
  const { t } = useTranslation('payments');
  const { step, values, isSending, form, sent, origin } = wizard;
  const isConfirmation = step === 'confirmation';
  return (
    <TransferFrame
      stepTitles={TRANSFER_STEPS.map((title) => t(`flow.steps.${title}`))}
      current={wizard.index}
      primary={
        primary ?? (
          <StepAction
            step={step}
            sendLabel={sendLabel ?? t('flow.actions.send')}
            onSend={wizard.send}
            onContinue={() => void wizard.next()}
            pending={isSending}
            sendDisabled={sendDisabled}
          />
        )
      }
      onBack={wizard.isFirst || isConfirmation || isSending ? undefined : wizard.back}
      onDiscard={isConfirmation || isSending ? undefined : wizard.startOver}
    >
      {step === 'origin' ? (
        <AccountField
          control={form.control}
          name={wizard.originField}
          id={`${idPrefix}-origin`}
          label={t('flow.fields.origin')}
          accounts={wizard.accounts}
        />
      ) : null}
      {step === 'destination' ? destination : null}
      {step === 'amount' ? (
        <>
          {amount?.before}
          <AmountFields
            control={form.control}
            idPrefix={idPrefix}
            origin={origin}
            fixedHint={amount?.fixedHint}
          >
            {amount?.between}
          </AmountFields>
        </>
      ) : null}
      {step === 'review' ? (
        <>
          <ReviewNotices failure={wizard.failure} />
          <ReviewCard
            title={review.title ?? t('flow.review.title')}
            items={[
              { key: 'origin', label: t('flow.fields.origin'), value: origin?.label },
              ...review.destination,
              {
                key: 'amount',
                label: t('flow.fields.amount'),
                value: <Money cents={values.amount ?? 0} strong />,
              },
              ...(review.charges ?? []),
              {
                key: 'description',
                label: t('flow.fields.description'),
                value: values.description || '—',
              },
            ]}
          />
          <StepUpDialogs stepUp={wizard.stepUp} pending={isSending} />
        </>
      ) : null}
      {isConfirmation && sent ? (
        <TransferConfirmation
          document={sent}
          {...confirmation(sent)}
          onNewTransfer={wizard.startOver}
        />
      ) : null}
    </TransferFrame>
  );
}
