import { MerchantPage, QueryView } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { useQuery } from '@tanstack/react-query';
import { VirtualAccountsView } from '../../transfer-flow';
import { bankAccountsQueryOptions } from '../api/withdrawal';
import { WithdrawalFlow } from '../components/withdrawal-flow';

const SPEC = { titleKey: 'withdrawal.title', descriptionKey: 'withdrawal.description' };

function WithdrawalView({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('payments');
  const banks = useQuery(bankAccountsQueryOptions(merchantId));
  return (
    <VirtualAccountsView merchantId={merchantId}>
      {(accounts) => (
        <QueryView query={banks} errorTitle={t('withdrawal.banks.loadError')}>
          {(data) => (
            <WithdrawalFlow merchantId={merchantId} accounts={accounts} bankAccounts={data.items} />
          )}
        </QueryView>
      )}
    </VirtualAccountsView>
  );
}

/** `/withdrawal`: money to one of the merchant's bank accounts (docs/payments.md "Withdrawal"). */
export function WithdrawalPage() {
  return (
    <MerchantPage namespace="payments" spec={SPEC}>
      {(merchantId) => <WithdrawalView key={merchantId} merchantId={merchantId} />}
    </MerchantPage>
  );
}
