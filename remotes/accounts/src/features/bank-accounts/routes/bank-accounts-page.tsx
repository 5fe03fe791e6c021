import { useTranslation } from '@arara/i18n';
import { useQuery } from '@tanstack/react-query';
import { MerchantPage } from '@/components/merchant-page';
import { QueryView } from '@arara/ui/page';
import { bankAccountsQueryOptions } from '../api/get-bank-accounts';
import { BankAccountsTable } from '../components/bank-accounts-table';

function BankAccounts({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('accounts');
  const accounts = useQuery(bankAccountsQueryOptions(merchantId));
  return (
    <QueryView query={accounts} errorTitle={t('bankAccountsPage.loadError')}>
      {(data) => <BankAccountsTable items={data.items} />}
    </QueryView>
  );
}

/** `/accounts/bank-account/`: the merchant's bank accounts with their balances. */
export function BankAccountsPage() {
  return (
    <MerchantPage
      spec={{ titleKey: 'bankAccounts.title', descriptionKey: 'bankAccounts.description' }}
    >
      {(merchantId) => <BankAccounts merchantId={merchantId} />}
    </MerchantPage>
  );
}
