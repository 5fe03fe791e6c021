import type { TWebhookWithSecret } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex } from '@arara/ui/core';
import { QueryView } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { DeveloperListPage } from '@/components/list-page';
import { SecretModal } from '@/components/secret-modal';
import { webhooksQueryOptions } from '../api/webhooks';
import { CreateWebhookDrawer } from '../components/create-webhook-drawer';
import { TestReceiverPanel } from '../components/test-receiver-panel';
import { WebhooksTable } from '../components/webhooks-table';

const SPEC = {
  titleKey: 'webhooks.title',
  descriptionKey: 'webhooks.description',
  newKey: 'webhooks.new',
  parents: [{ titleKey: 'development.title', path: '/development/webhooks' }],
};

function Webhooks({
  merchantId,
  onSecret,
}: {
  merchantId: string;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation('developer');
  const webhooks = useQuery(webhooksQueryOptions(merchantId));
  return (
    <Flex vertical gap={24}>
      <QueryView
        query={webhooks}
        errorTitle={t('webhooks.loadError')}
        forbiddenTitle={t('forbidden')}
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t('webhooks.empty.title')} next={t('webhooks.empty.next')} />
          ) : (
            <WebhooksTable merchantId={merchantId} items={data.items} onSecret={onSecret} />
          )
        }
      </QueryView>
      <TestReceiverPanel merchantId={merchantId} />
    </Flex>
  );
}

/**
 * `/development/webhooks`: the merchant's webhooks; who manages the developer tools adds,
 * tests and deletes them. A signing secret is shown once, after creation or rotation.
 */
export function WebhooksPage() {
  const { t } = useTranslation('developer');
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <DeveloperListPage<TWebhookWithSecret>
        spec={SPEC}
        createDrawer={CreateWebhookDrawer}
        onCreated={(created, controls) => {
          controls.onClose();
          setSecret(created.secret);
        }}
      >
        {(merchantId) => <Webhooks merchantId={merchantId} onSecret={setSecret} />}
      </DeveloperListPage>
      <SecretModal
        secret={secret}
        title={t('webhooks.secret.title')}
        label={t('webhooks.secret.label')}
        copyFailedText={t('webhooks.secret.copyFailed')}
        onClose={() => setSecret(null)}
      />
    </>
  );
}
