import { useCurrentMerchant } from '@arara/session/me';
import { useTranslation } from '@arara/i18n';
import { Button } from '@arara/ui/core';
import { PlusOutlined } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { virtualAccountsQueryOptions } from '@/api/get-virtual-accounts';
import { MerchantPage } from '@/components/merchant-page';
import { QueryView } from '@arara/ui/page';
import { CreateVirtualAccountDrawer } from '../components/create-virtual-account-drawer';
import { VirtualAccountsTable } from '@/components/virtual-accounts-table';

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
  const { t } = useTranslation('accounts');
  const { can } = useCurrentMerchant();
  const [isCreating, setIsCreating] = useState(false);
  const canManage = can('accounts.manage');
  return (
    <MerchantPage
      spec={{ titleKey: 'virtualAccounts.title', descriptionKey: 'virtualAccounts.description' }}
      extra={
        canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
            {t('virtualAccountsPage.create.open')}
          </Button>
        ) : null
      }
    >
      {(merchantId) => (
        <>
          <VirtualAccounts merchantId={merchantId} />
          {canManage ? (
            <CreateVirtualAccountDrawer
              merchantId={merchantId}
              open={isCreating}
              onClose={() => setIsCreating(false)}
            />
          ) : null}
        </>
      )}
    </MerchantPage>
  );
}
