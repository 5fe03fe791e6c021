import {
  type TBetweenAccountsRequest,
  type TVirtualAccountDetail,
  ZBetweenAccountsRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountField, TransferWizard, useTransferWizard } from '../../transfer-flow';
import { useTransferBetweenAccounts } from '../api/transfer-between-accounts';

type Values = TBetweenAccountsRequest;

const EMPTY: Partial<Values> = {
  fromVirtualAccountId: undefined,
  toVirtualAccountId: undefined,
  amount: undefined,
  description: '',
};

/**
 * A transfer between two of the merchant's own accounts: origin → another own account → amount
 * → review → confirmation.
 */
export function BetweenAccountsFlow({
  merchantId,
  accounts,
}: {
  merchantId: string;
  accounts: TVirtualAccountDetail[];
}) {
  const { t } = useTranslation('payments');
  const transfer = useTransferBetweenAccounts(merchantId);
  const wizard = useTransferWizard<Values>({
    resolver: zodResolver(ZBetweenAccountsRequest),
    defaultValues: EMPTY,
    fields: {
      origin: ['fromVirtualAccountId'],
      destination: ['toVirtualAccountId'],
      amount: ['amount', 'description'],
    },
    send: ({ body, idempotencyKey }) => transfer.mutateAsync({ body, idempotencyKey }),
  });
  const destination = accounts.find((account) => account.id === wizard.values.toVirtualAccountId);
  return (
    <TransferWizard
      wizard={wizard}
      idPrefix="between"
      accounts={accounts}
      destination={
        <AccountField
          control={wizard.form.control}
          name="toVirtualAccountId"
          id="between-destination"
          label={t('flow.fields.destinationAccount')}
          accounts={accounts}
          excludeId={wizard.values.fromVirtualAccountId}
        />
      }
      review={{
        destination: [
          {
            key: 'destination',
            label: t('flow.fields.destinationAccount'),
            value: destination?.label,
          },
        ],
      }}
      confirmation={(sent) => ({
        receiver: destination?.label ?? sent.counterpartyName ?? '—',
      })}
    />
  );
}
