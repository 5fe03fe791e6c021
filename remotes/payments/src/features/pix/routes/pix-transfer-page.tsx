import { MerchantPage } from '@arara/ui/page';
import { VirtualAccountsView } from '../../transfer-flow';
import { PixFlow } from '../components/pix-flow';

const SPEC = { titleKey: 'pix.title', descriptionKey: 'pix.description' };

/** Spec §2 /pix: send a Pix by key, QR code or copy-and-paste code. */
export function PixTransferPage() {
  return (
    <MerchantPage namespace="payments" spec={SPEC}>
      {(merchantId) => (
        <VirtualAccountsView merchantId={merchantId}>
          {(accounts) => <PixFlow key={merchantId} merchantId={merchantId} accounts={accounts} />}
        </VirtualAccountsView>
      )}
    </MerchantPage>
  );
}
