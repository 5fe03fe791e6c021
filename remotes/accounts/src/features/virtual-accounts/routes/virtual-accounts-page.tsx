import { useCurrentMerchant } from '@arara/api-client/query';
import { RoutePage } from '@arara/federation/remote';
import { useTranslation } from '@arara/i18n';
import { Button, PendingIndicator } from '@arara/ui/core';
import { PlusOutlined } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view';
import { virtualAccountsQueryOptions } from '../../../api/get-virtual-accounts';
import { CreateVirtualAccountDrawer } from '../components/create-virtual-account-drawer';
import { VirtualAccountsTable } from '../components/virtual-accounts-table';

/** `/accounts/virtual/`: the merchant's virtual accounts; managers create new ones. */
export function VirtualAccountsPage() {
  const { t } = useTranslation('accounts');
  const { merchantId, can } = useCurrentMerchant();
  const [isCreating, setIsCreating] = useState(false);
  const accounts = useQuery({
    ...virtualAccountsQueryOptions(merchantId ?? ''),
    enabled: merchantId !== null,
  });
  const canManage = can('accounts.manage');
  return (
    <RoutePage
      namespace="accounts"
      spec={{ titleKey: 'virtualAccounts.title', descriptionKey: 'virtualAccounts.description' }}
      extra={
        canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
            {t('virtualAccountsPage.create.open')}
          </Button>
        ) : null
      }
    >
      {merchantId === null ? (
        <PendingIndicator />
      ) : (
        <>
          <QueryView
            query={accounts}
            errorTitle={t('virtualAccountsPage.loadError')}
            forbiddenTitle={t('virtualAccountsPage.forbidden')}
          >
            {(data) => <VirtualAccountsTable items={data.items} />}
          </QueryView>
          {canManage ? (
            <CreateVirtualAccountDrawer
              merchantId={merchantId}
              open={isCreating}
              onClose={() => setIsCreating(false)}
            />
          ) : null}
        </>
      )}
    </RoutePage>
  );
}
