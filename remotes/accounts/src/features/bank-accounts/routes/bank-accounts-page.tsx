import { useCurrentMerchant } from '@arara/api-client/query';
import { RoutePage } from '@arara/federation/remote';
import { useTranslation } from '@arara/i18n';
import { PendingIndicator } from '@arara/ui/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/query-view';
import { bankAccountsQueryOptions } from '../api/get-bank-accounts';
import { BankAccountsTable } from '../components/bank-accounts-table';

/** `/accounts/bank-account/`: the merchant's bank accounts with their balances. */
export function BankAccountsPage() {
  const { t } = useTranslation('accounts');
  const { merchantId } = useCurrentMerchant();
  const accounts = useQuery({
    ...bankAccountsQueryOptions(merchantId ?? ''),
    enabled: merchantId !== null,
  });
  return (
    <RoutePage
      namespace="accounts"
      spec={{ titleKey: 'bankAccounts.title', descriptionKey: 'bankAccounts.description' }}
    >
      {merchantId === null ? (
        <PendingIndicator />
      ) : (
        <QueryView query={accounts} errorTitle={t('bankAccountsPage.loadError')}>
          {(data) => <BankAccountsTable items={data.items} />}
        </QueryView>
      )}
    </RoutePage>
  );
}
