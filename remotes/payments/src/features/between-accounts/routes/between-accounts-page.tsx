import { MerchantPage } from '@arara/ui/page';
import { VirtualAccountsView } from '../../transfer-flow';
import { BetweenAccountsFlow } from '../components/between-accounts-flow';

const SPEC = { titleKey: 'betweenAccounts.title', descriptionKey: 'betweenAccounts.description' };

/** Spec §2 /between-accounts. */
export function BetweenAccountsPage() {
  return (
    <MerchantPage namespace="payments" spec={SPEC}>
      {(merchantId) => (
        <VirtualAccountsView merchantId={merchantId}>
          {(accounts) => (
            <BetweenAccountsFlow key={merchantId} merchantId={merchantId} accounts={accounts} />
          )}
        </VirtualAccountsView>
      )}
    </MerchantPage>
  );
}
