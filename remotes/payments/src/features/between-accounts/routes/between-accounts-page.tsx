import { TransferPage } from '../../transfer-flow';
import { BetweenAccountsFlow } from '../components/between-accounts-flow';

const SPEC = { titleKey: 'betweenAccounts.title', descriptionKey: 'betweenAccounts.description' };

/** `/between-accounts`: move money between two of the merchant's own accounts. */
export function BetweenAccountsPage() {
  return <TransferPage spec={SPEC} flow={BetweenAccountsFlow} />;
}
