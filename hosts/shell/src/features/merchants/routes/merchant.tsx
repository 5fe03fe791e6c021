import { ApiError } from '@arara/api-client';
import { formatDocument } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, PendingIndicator, StatusScreen } from '@arara/ui/core';
import { Descriptions } from '@arara/ui/data';
import { PageFrame } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { merchantQuery } from '@/api/team';

/** /merchant/{merchantId}: one of the user's merchants (GET /merchants/:id), or 'Merchant not found'. */
export function MerchantPage() {
  const { t } = useTranslation(['shell', 'common']);
  const { merchantId = '' } = useParams();
  const merchant = useQuery({
    ...merchantQuery(merchantId),
    // 404 (not found, not yours, or not an id at all) will not change on a retry.
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 1,
  });
  const isNotFound =
    merchant.error instanceof ApiError &&
    (merchant.error.status === 404 || merchant.error.status === 400);
  const title = merchant.data?.name ?? t('pages.merchant.title');

  return (
    <PageFrame
      title={title}
      breadcrumb={[
        { key: 'home', title: <Link to="/">{t('pages.home')}</Link> },
        { key: 'merchant', title: t('pages.merchant.title') },
      ]}
    >
      {merchant.isPending ? <PendingIndicator /> : null}
      {merchant.isError && !isNotFound ? (
        <Alert type="error" showIcon title={t('common:errors.loadingData')} />
      ) : null}
      {isNotFound ? (
        <StatusScreen
          status="notFound"
          title={t('pages.merchant.notFound')}
          message={t('pages.merchant.notFoundHint')}
        />
      ) : null}
      {merchant.data ? (
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'name', label: t('pages.merchant.name'), children: merchant.data.name },
            {
              key: 'document',
              label: t('pages.merchant.document'),
              children: formatDocument(merchant.data.document),
            },
            {
              key: 'status',
              label: t('pages.merchant.status'),
              children: t(`merchantStatus.${merchant.data.status}`),
            },
            {
              key: 'role',
              label: t('pages.merchant.role'),
              children: t(`roles.${merchant.data.role}`),
            },
          ]}
        />
      ) : null}
    </PageFrame>
  );
}
