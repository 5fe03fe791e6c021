import type { TPixKey } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex } from '@arara/ui/core';
import { PlusOutlined } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '@arara/ui/page';
import { virtualAccountPixKeysQueryOptions } from '../api/pix-keys';
import { AddPixKeyDrawer } from './add-pix-key-drawer';
import { PixKeysTable } from './pix-keys-table';

type Props = { merchantId: string; virtualAccountId: string; canManage: boolean };

/** The Pix keys tab of a virtual account: its keys and the add-Pix-key drawer. */
export function VirtualAccountPixKeys({ merchantId, virtualAccountId, canManage }: Props) {
  const { t } = useTranslation('accounts');
  const [isAdding, setIsAdding] = useState(false);
  const [confirming, setConfirming] = useState<TPixKey | null>(null);
  const keys = useQuery(virtualAccountPixKeysQueryOptions(merchantId, virtualAccountId));
  return (
    <Flex vertical gap={12}>
      {canManage ? (
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsAdding(true)}>
            {t('pixKeys.add')}
          </Button>
        </Flex>
      ) : null}
      <QueryView query={keys} errorTitle={t('pixKeys.loadError')}>
        {(data) => (
          <PixKeysTable
            merchantId={merchantId}
            items={data.items}
            canManage={canManage}
            onConfirm={(key) => {
              setConfirming(key);
              setIsAdding(true);
            }}
          />
        )}
      </QueryView>
      {canManage ? (
        <AddPixKeyDrawer
          merchantId={merchantId}
          virtualAccountId={virtualAccountId}
          open={isAdding}
          pendingKey={confirming}
          onClose={() => {
            setIsAdding(false);
            setConfirming(null);
          }}
        />
      ) : null}
    </Flex>
  );
}
