import type { TVirtualAccountDetail } from '@arara/contracts';
import { MerchantPage } from '@arara/ui/page';
import type { ComponentProps, ComponentType } from 'react';
import { VirtualAccountsView } from './virtual-accounts-view';

/** What a transfer flow is given: the merchant and its virtual accounts, loaded once. */
export type TransferFlowProps = { merchantId: string; accounts: TVirtualAccountDetail[] };

type TransferPageProps = {
  spec: ComponentProps<typeof MerchantPage>['spec'];
  flow: ComponentType<TransferFlowProps>;
};

/** A transfer's page: its frame, then its flow once the virtual accounts are loaded. */
export function TransferPage({ spec, flow: Flow }: TransferPageProps) {
  return (
    <MerchantPage namespace="payments" spec={spec}>
      {(merchantId) => (
        <VirtualAccountsView merchantId={merchantId}>
          {(accounts) => <Flow key={merchantId} merchantId={merchantId} accounts={accounts} />}
        </VirtualAccountsView>
      )}
    </MerchantPage>
  );
}
