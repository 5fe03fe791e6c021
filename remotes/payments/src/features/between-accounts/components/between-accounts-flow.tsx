import { type TBetweenAccountsRequest, ZBetweenAccountsRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  AccountField,
  checkOperationFee,
  type TransferFlowProps,
  TransferWizard,
  useOperationFee,
  useTransferWizard,
} from '../../transfer-flow';
import { useTransferBetweenAccounts } from '../api/transfer-between-accounts';

type Values = TBetweenAccountsRequest;

/**
 * A transfer between two of the merchant's own accounts: origin → another own account → amount
 * with the bank account fee quoted live → review (amount, fee, total) → confirmation. The
 * server computes the fee again when it moves the money (docs/back-office.md "Fees").
 */
export function BetweenAccountsFlow({ merchantId, accounts }: TransferFlowProps) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const transfer = useTransferBetweenAccounts(merchantId);
  const wizard = useTransferWizard<Values>({
    accounts,
    resolver: zodResolver(ZBetweenAccountsRequest),
    fields: { origin: ['fromVirtualAccountId'], destination: ['toVirtualAccountId'] },
    // The fee must be known (and payable) before the review.
    beforeNext: (step, { form, showFieldError }) => {
      if (step !== 'amount') return true;
      const { fromVirtualAccountId = '', amount = 0 } = form.getValues();
      return checkOperationFee(
        queryClient,
        merchantId,
        { operation: 'transfer', virtualAccountId: fromVirtualAccountId, amount },
        form,
        showFieldError,
      );
    },
    send: transfer.mutateAsync,
  });
  const { values } = wizard;
  const destination = accounts.find((account) => account.id === values.toVirtualAccountId);
  const fee = useOperationFee({
    merchantId,
    operation: 'transfer',
    virtualAccountId: values.fromVirtualAccountId,
    amount: values.amount,
    onAmountStep: wizard.step === 'amount',
  });

  const destinationStep = (
    <AccountField
      control={wizard.form.control}
      name="toVirtualAccountId"
      id="between-destination"
      label={t('flow.fields.destinationAccount')}
      accounts={accounts}
      excludeId={values.fromVirtualAccountId}
    />
  );
  return (
    <TransferWizard
      wizard={wizard}
      idPrefix="between"
      destination={destinationStep}
      amount={{ between: fee.between }}
      review={{
        destination: [
          {
            key: 'destination',
            label: t('flow.fields.destinationAccount'),
            value: destination?.label,
          },
        ],
        charges: fee.charges,
      }}
      confirmation={(sent) => ({
        receiver: destination?.label ?? sent.counterpartyName ?? '—',
        extraItems: fee.sentCharges(sent),
      })}
      sendDisabled={!fee.ready}
    />
  );
}
