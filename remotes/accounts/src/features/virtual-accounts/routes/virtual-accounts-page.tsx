import { useTranslation } from '@arara/i18n';
import { useQuery } from '@tanstack/react-query';
import { virtualAccountsQueryOptions } from '@/api/get-virtual-accounts';
import { ListPage, QueryView } from '@arara/ui/page';
import { CreateVirtualAccountDrawer } from '../components/create-virtual-account-drawer';
import { VirtualAccountsTable } from '@/components/virtual-accounts-table';

const SPEC = {
  titleKey: 'virtualAccounts.title',
  descriptionKey: 'virtualAccounts.description',
  newKey: 'virtualAccountsPage.create.open',
};

function VirtualAccounts({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('accounts');
  const accounts = useQuery(virtualAccountsQueryOptions(merchantId));
  return (
    <QueryView
      query={accounts}
      errorTitle={t('virtualAccountsPage.loadError')}
      forbiddenTitle={t('virtualAccountsPage.forbidden')}
    >
      {(data) => <VirtualAccountsTable items={data.items} />}
    </QueryView>
  );
}

/** `/accounts/virtual/`: the merchant's virtual accounts; managers create new ones. */
export function VirtualAccountsPage() {
  return (
    <ListPage
      namespace="accounts"
      spec={SPEC}
      createPermission="accounts.manage"
      createDrawer={CreateVirtualAccountDrawer}
    >
      {(merchantId) => <VirtualAccounts merchantId={merchantId} />}
    </ListPage>
  );
}
