import {
  PAYMENT_MESSAGES,
  type TBankAccount,
  type TWithdrawalQuote,
  type TWithdrawalRequest,
  ZWithdrawalRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Money } from '@arara/ui/data';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FeeQuote,
  type TransferFlowProps,
  TransferWizard,
  useDebounced,
  useTransferWizard,
} from '../../transfer-flow';
import {
  type QuoteQuery,
  useCreateWithdrawal,
  withdrawalQuoteQueryOptions,
} from '../api/withdrawal';
import { BankAccountField, bankAccountLabel } from './bank-account-field';

type Values = TWithdrawalRequest;

/** How long the amount rests before its fee is asked for. */
const QUOTE_DELAY_MS = 300;

/**
 * docs/payments.md "Withdrawal": origin account → one of the merchant's bank accounts → amount
 * with the fee quoted live → review (amount, fee, total, bank account) → confirmation.
 */
export function WithdrawalFlow({
  merchantId,
  accounts,
  bankAccounts,
}: TransferFlowProps & { bankAccounts: TBankAccount[] }) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const withdraw = useCreateWithdrawal(merchantId);
  const wizard = useTransferWizard<Values>({
    accounts,
    resolver: zodResolver(ZWithdrawalRequest),
    fields: { origin: ['virtualAccountId'], destination: ['bankAccountId'] },
    // The fee must be known (and payable) before the review.
    beforeNext: async (step, { form, showFieldError }) => {
      if (step !== 'amount') return true;
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
        showFieldError(error);
        return false;
      }
      if (quoted.total > quoted.available) {
        form.setError('amount', { type: 'quote', message: PAYMENT_MESSAGES.insufficientFunds });
        return false;
      }
      return true;
    },
    send: withdraw.mutateAsync,
  });
  const { values } = wizard;
  const bank = bankAccounts.find((item) => item.id === values.bankAccountId);

  // Typed amounts rest a moment before their fee is asked; the review's is already known.
  const debounced = useDebounced(values.amount, QUOTE_DELAY_MS);
  const amount = wizard.step === 'amount' ? debounced : values.amount;
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

  const feeItems = (fee: number, total: number) => [
    { key: 'fee', label: t('withdrawal.fields.fee'), value: <Money cents={fee} /> },
    { key: 'total', label: t('withdrawal.fields.total'), value: <Money cents={total} strong /> },
  ];

  return (
    <TransferWizard
      wizard={wizard}
      idPrefix="withdrawal"
      destination={<BankAccountField control={wizard.form.control} bankAccounts={bankAccounts} />}
      amount={{
        between: (
          <FeeQuote
            quote={current}
            isLoading={quoteQuery !== null || values.amount !== amount}
            isError={quote.isError}
          />
        ),
      }}
      review={{
        title: t('withdrawal.review.title'),
        destination: [
          {
            key: 'bankAccount',
            label: t('withdrawal.fields.bankAccount'),
            value: bank ? `${bankAccountLabel(bank)} · ${bank.holderName}` : undefined,
          },
        ],
        charges: current ? feeItems(current.fee, current.total) : [],
      }}
      confirmation={(sent) => ({
        title: t('withdrawal.confirmation.title'),
        receiver: bank ? bankAccountLabel(bank) : (sent.counterpartyInstitution ?? '—'),
        extraItems: feeItems(sent.fee, sent.netAmount),
      })}
      sendLabel={t('withdrawal.actions.confirm')}
      sendDisabled={!current}
    />
  );
}
