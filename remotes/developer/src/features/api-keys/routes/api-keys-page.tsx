import type { TCreateApiKeyResponse } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { QueryView } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { DeveloperListPage } from '@/components/list-page';
import { SecretModal } from '@/components/secret-modal';
import { apiKeysQueryOptions } from '../api/api-keys';
import { ApiKeysTable } from '../components/api-keys-table';
import { CreateApiKeyDrawer } from '../components/create-api-key-drawer';

const SPEC = {
  titleKey: 'apiKeys.title',
  descriptionKey: 'apiKeys.description',
  newKey: 'apiKeys.new',
  parents: [{ titleKey: 'development.title', path: '/development/webhooks' }],
};

function ApiKeys({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('developer');
  const keys = useQuery(apiKeysQueryOptions(merchantId));
  return (
    <QueryView query={keys} errorTitle={t('apiKeys.loadError')} forbiddenTitle={t('forbidden')}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState title={t('apiKeys.empty.title')} next={t('apiKeys.empty.next')} />
        ) : (
          <ApiKeysTable merchantId={merchantId} items={data.items} />
        )
      }
    </QueryView>
  );
}

/**
 * `/development/api-keys`: the merchant's keys; who manages the developer tools creates and
 * revokes them. A new key's secret is shown once, right after it is created.
 */
export function ApiKeysPage() {
  const { t } = useTranslation('developer');
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <DeveloperListPage<TCreateApiKeyResponse>
        spec={SPEC}
        createDrawer={CreateApiKeyDrawer}
        onCreated={(created, controls) => {
          controls.onClose();
          setSecret(created.secret);
        }}
      >
        {(merchantId) => <ApiKeys merchantId={merchantId} />}
      </DeveloperListPage>
      <SecretModal
        secret={secret}
        title={t('apiKeys.secret.title')}
        label={t('apiKeys.secret.label')}
        copyFailedText={t('apiKeys.errors.copyFailed')}
        onClose={() => setSecret(null)}
      />
    </>
  );
}
