import { MerchantPage } from '@arara/federation/remote';
import { VirtualAccountsView } from '../../transfer-flow';
import { BetweenAccountsFlow } from '../components/between-accounts-flow';

const SPEC = { titleKey: 'betweenAccounts.title', descriptionKey: 'betweenAccounts.description' };

/** `/between-accounts`: move money between two of the merchant's own accounts. */
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
