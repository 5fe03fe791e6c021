import { useMe } from '@arara/session/me';
import { Button, PendingIndicator, StatusScreen } from '@arara/ui/core';
import { PlusOutlined } from '@arara/ui/layout';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTeamTranslation } from '@/components/use-team-translation';
import { useAddMerchant } from './use-add-merchant';

// The card is a form (react-hook-form, the form controls): loaded when it opens, not with every
// dashboard page, which it would otherwise weigh down (docs/architecture.md "One copy").
const AddMerchantCard = lazy(() =>
  import('./add-merchant-card').then((module) => ({ default: module.AddMerchantCard })),
);

/**
 * The dashboard's content area: the add-merchant card when asked for (`?addMerchant=1`), then
 * the page, or for a user with no merchant 'Select a merchant to continue'.
 */
export function MerchantRequired({ children }: { children: ReactNode }) {
  const { t } = useTeamTranslation();
  const me = useMe();
  const addMerchant = useAddMerchant();
  const hasNoMerchant = me.data !== undefined && me.data.merchants.length === 0;
  return (
    <>
      {addMerchant.isOpen ? (
        <Suspense fallback={<PendingIndicator />}>
          <AddMerchantCard onClose={addMerchant.close} />
        </Suspense>
      ) : null}
      {hasNoMerchant ? (
        <StatusScreen
          status="warning"
          title={t('header.noMerchant')}
          message={t('merchants.noMerchantHint')}
          actions={
            addMerchant.isOpen ? null : (
              <Button type="primary" icon={<PlusOutlined />} onClick={addMerchant.open}>
                {t('merchants.add')}
              </Button>
            )
          }
        />
      ) : (
        children
      )}
    </>
  );
}
