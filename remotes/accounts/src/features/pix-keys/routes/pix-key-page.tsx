import type { TPixKey } from '@arara/contracts';
import { DetailPage } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Descriptions, formatDateTime, StatusTag } from '@arara/ui/data';
import { Link } from 'react-router-dom';
import { pixKeyQueryOptions } from '../api/pix-keys';
import { formatPixKey } from '../components/pix-key-text';
import { PIX_KEY_STATUS } from '../components/pix-keys-table';
import { Card } from '@arara/ui/card';

const SPEC = {
  titleKey: 'pixKeyDetail.title',
  parents: [{ titleKey: 'virtualAccounts.title', path: '/accounts/virtual' }],
};

/** `/accounts/virtual/pix-keys/{id}`: one Pix key and the account it pays into. */
export function PixKeyPage() {
  const { t } = useTranslation('accounts');
  return (
    <DetailPage
      namespace="accounts"
      spec={SPEC}
      query={pixKeyQueryOptions}
      title={(data) => formatPixKey(data.type, data.key)}
      notFound={{
        title: t('pixKey.notFound'),
        backTo: '/accounts/virtual',
        backLabel: t('virtualAccountsPage.back'),
      }}
    >
      {(data) => <PixKeyDetails pixKey={data} />}
    </DetailPage>
  );
}

function PixKeyDetails({ pixKey }: { pixKey: TPixKey }) {
  const { t, i18n } = useTranslation('accounts');
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'key',
            label: t('pixKeys.columns.key'),
            children: formatPixKey(pixKey.type, pixKey.key),
          },
          {
            key: 'type',
            label: t('pixKeys.columns.type'),
            children: t(`pixKeyTypes.${pixKey.type}`),
          },
          {
            key: 'status',
            label: t('pixKeys.columns.status'),
            children: <StatusTag kind={PIX_KEY_STATUS} status={pixKey.status} />,
          },
          {
            key: 'account',
            label: t('pixKeys.virtualAccount'),
            children: (
              <Link to={`/accounts/virtual/${pixKey.virtualAccountId}?tab=pix-keys`}>
                {pixKey.virtualAccountLabel}
              </Link>
            ),
          },
          {
            key: 'createdAt',
            label: t('pixKeys.columns.createdAt'),
            children: formatDateTime(pixKey.createdAt, i18n.language),
          },
          ...(pixKey.deactivatedAt
            ? [
                {
                  key: 'deactivatedAt',
                  label: t('pixKeys.deactivatedAt'),
                  children: formatDateTime(pixKey.deactivatedAt, i18n.language),
                },
              ]
            : []),
          { key: 'id', label: t('pixKeys.id'), children: pixKey.id },
        ]}
      />
    </Card>
  );
}
