import { useMe } from '@arara/api-client/query';
import { useTranslation } from '@arara/i18n';
import { Alert, PendingIndicator, StatusScreen } from '@arara/ui/core';
import { Descriptions } from '@arara/ui/data';
import { PageFrame } from '@arara/ui/layout';
import { Link, useParams } from 'react-router-dom';

function formatCnpj(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** /merchant/{merchantId}: one of the user's merchants, or 'Merchant not found'. */
export function MerchantPage() {
  const { t } = useTranslation(['shell', 'common']);
  const { merchantId } = useParams();
  const me = useMe();
  const merchant = me.data?.merchants.find((candidate) => candidate.id === merchantId);
  const title = merchant?.name ?? t('pages.merchant.title');

  return (
    <PageFrame
      title={title}
      breadcrumb={[
        { key: 'home', title: <Link to="/">{t('pages.home')}</Link> },
        { key: 'merchant', title: t('pages.merchant.title') },
      ]}
    >
      {me.isPending ? <PendingIndicator /> : null}
      {me.isError ? <Alert type="error" showIcon title={t('common:errors.loadingData')} /> : null}
      {me.data && !merchant ? (
        <StatusScreen
          status="notFound"
          title={t('pages.merchant.notFound')}
          message={t('pages.merchant.notFoundHint')}
        />
      ) : null}
      {merchant ? (
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'name', label: t('pages.merchant.name'), children: merchant.name },
            {
              key: 'document',
              label: t('pages.merchant.document'),
              children: formatCnpj(merchant.document),
            },
            {
              key: 'status',
              label: t('pages.merchant.status'),
              children: t(`merchantStatus.${merchant.status}`),
            },
            { key: 'role', label: t('pages.merchant.role'), children: t(`roles.${merchant.role}`) },
          ]}
        />
      ) : null}
    </PageFrame>
  );
}
