import { useMe } from '@arara/api-client/query';
import { Button, StatusScreen } from '@arara/ui/core';
import { PlusOutlined } from '@arara/ui/layout';
import { type ReactNode, useState } from 'react';
import { AddMerchantModal } from './add-merchant-modal';
import { useTeamTranslation } from '../../../components/use-team-translation';

/**
 * The dashboard's content for a user with no merchant (spec §6): 'Select a merchant to
 * continue', with the add-merchant card; otherwise the page itself.
 */
export function MerchantRequired({ children }: { children: ReactNode }) {
  const { t } = useTeamTranslation();
  const me = useMe();
  const [isAdding, setAdding] = useState(false);
  if (!me.data || me.data.merchants.length > 0) return children;
  return (
    <>
      <StatusScreen
        status="warning"
        title={t('header.noMerchant')}
        message={t('merchants.noMerchantHint')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('merchants.add')}
          </Button>
        }
      />
      <AddMerchantModal open={isAdding} onClose={() => setAdding(false)} />
    </>
  );
}
