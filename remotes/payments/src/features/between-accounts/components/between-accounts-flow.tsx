import { type TBetweenAccountsRequest, ZBetweenAccountsRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AccountField,
  type TransferFlowProps,
  TransferWizard,
  useTransferWizard,
} from '../../transfer-flow';
import { useTransferBetweenAccounts } from '../api/transfer-between-accounts';

type Values = TBetweenAccountsRequest;

/**
 * A transfer between two of the merchant's own accounts: origin → another own account → amount
 * → review → confirmation.
 */
export function BetweenAccountsFlow({ merchantId, accounts }: TransferFlowProps) {
  const { t } = useTranslation('payments');
  const transfer = useTransferBetweenAccounts(merchantId);
  const wizard = useTransferWizard<Values>({
    accounts,
    resolver: zodResolver(ZBetweenAccountsRequest),
    fields: { origin: ['fromVirtualAccountId'], destination: ['toVirtualAccountId'] },
    send: transfer.mutateAsync,
  });
  const destination = accounts.find((account) => account.id === wizard.values.toVirtualAccountId);
  const destinationStep = (
    <AccountField
      control={wizard.form.control}
      name="toVirtualAccountId"
      id="between-destination"
      label={t('flow.fields.destinationAccount')}
      accounts={accounts}
      excludeId={wizard.values.fromVirtualAccountId}
    />
  );
  return (
    <TransferWizard
      wizard={wizard}
      idPrefix="between"
      destination={destinationStep}
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
