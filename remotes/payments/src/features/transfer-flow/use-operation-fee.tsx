import { PAYMENT_MESSAGES, type TOperationFeeQuote } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Money } from '@arara/ui/data';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type FeeQuoteQuery, feeQuoteQueryOptions } from './api/fee-quote';
import { FeeQuote } from './components/fee-quote';
import { useDebounced } from './use-debounced';

/** How long the amount rests before its fee is asked for. */
const QUOTE_DELAY_MS = 300;

type Operation = FeeQuoteQuery['operation'];

/**
 * On leaving the amount step: the fee must be known, and amount + fee payable, before the review
 * (docs/back-office.md "Fees"). False (the step stays) with the error on the amount.
 */
export async function checkOperationFee<TValues extends FieldValues>(
  queryClient: QueryClient,
  merchantId: string,
  query: FeeQuoteQuery,
  form: UseFormReturn<TValues>,
  showFieldError: (error: unknown) => void,
): Promise<boolean> {
  let quoted: TOperationFeeQuote;
  try {
    quoted = await queryClient.fetchQuery(feeQuoteQueryOptions(merchantId, query));
  } catch (error) {
    showFieldError(error);
    return false;
  }
  if (quoted.total > quoted.available) {
    form.setError('amount' as Path<TValues>, {
      type: 'quote',
      message: PAYMENT_MESSAGES.insufficientFunds,
    });
    return false;
  }
  return true;
}

/**
 * The bank account fee of a Pix out or a transfer between accounts while the amount is typed
 * (`between`: the amount step's quote), on the review (`charges`: fee and total when there is a
 * fee) and on the confirmation (`sentCharges`). `ready` is false until the quote of exactly the
 * typed amount is known: the send waits for it.
 */
export function useOperationFee({
  merchantId,
  operation,
  virtualAccountId,
  amount: typed,
  onAmountStep,
}: {
  merchantId: string;
  operation: Operation;
  virtualAccountId: string | undefined;
  amount: number | undefined;
  onAmountStep: boolean;
}) {
  const { t } = useTranslation('payments');
  // Typed amounts rest a moment before their fee is asked; the review's is already known.
  const debounced = useDebounced(typed, QUOTE_DELAY_MS);
  const amount = onAmountStep ? debounced : typed;
  const query: FeeQuoteQuery | null =
    virtualAccountId && amount !== undefined && Number.isSafeInteger(amount) && amount > 0
      ? { operation, virtualAccountId, amount }
      : null;
  const quote = useQuery(feeQuoteQueryOptions(merchantId, query));
  // The quote of exactly what is typed (not the previous amount's, while the next one loads).
  const current =
    quote.data && query && quote.data.amount === typed && !quote.isPlaceholderData
      ? quote.data
      : undefined;
  const items = (fee: number, total: number) => [
    { key: 'fee', label: t('withdrawal.fields.fee'), value: <Money cents={fee} /> },
    { key: 'total', label: t('withdrawal.fields.total'), value: <Money cents={total} strong /> },
  ];
  return {
    between: (
      <FeeQuote
        quote={current}
        isLoading={query !== null || typed !== amount}
        isError={quote.isError}
        title={t('withdrawal.fields.fee')}
      />
    ),
    charges: current && current.fee > 0 ? items(current.fee, current.total) : [],
    sentCharges: (sent: { fee: number; netAmount: number }) =>
      sent.fee > 0 ? items(sent.fee, sent.netAmount) : [],
    ready: current !== undefined,
  };
}
