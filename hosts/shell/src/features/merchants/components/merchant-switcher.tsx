import { useMe } from '@arara/session/me';
import { useSession } from '@arara/session';
import { Alert, Button, Flex } from '@arara/ui/core';
import { PlainSelect, PlusOutlined, ShopOutlined } from '@arara/ui/layout';
import { useEffect } from 'react';
import { useAddMerchant } from './use-add-merchant';
import { useTeamTranslation } from '@/components/use-team-translation';

/** The user's merchants from the API; the choice lives in the session store for every remote. */
export function MerchantSwitcher() {
  const { t } = useTeamTranslation();
  const me = useMe();
  const currentMerchantId = useSession((state) => state.currentMerchantId);
  const setCurrentMerchant = useSession((state) => state.setCurrentMerchant);
  const addMerchant = useAddMerchant();
  const merchants = me.data?.merchants ?? [];

  useEffect(() => {
    if (!me.data) return;
    const isKnown = me.data.merchants.some((merchant) => merchant.id === currentMerchantId);
    if (!isKnown) setCurrentMerchant(me.data.merchants[0]?.id ?? null);
  }, [me.data, currentMerchantId, setCurrentMerchant]);

  if (me.isError) {
    return <Alert type="error" showIcon title={t('common:errors.loadingData')} />;
  }
  return (
    <Flex gap={8} align="center">
      {me.data && merchants.length === 0 ? null : (
        <PlainSelect
          aria-label={t('header.merchant')}
          prefix={<ShopOutlined />}
          loading={me.isPending}
          placeholder={t('header.merchantPlaceholder')}
          value={merchants.find((merchant) => merchant.id === currentMerchantId)?.id}
          options={merchants.map((merchant) => ({ value: merchant.id, label: merchant.name }))}
          onChange={setCurrentMerchant}
          style={{ minWidth: 240 }}
        />
      )}
      <Button icon={<PlusOutlined />} onClick={addMerchant.open}>
        {t('merchants.add')}
      </Button>
    </Flex>
  );
}
