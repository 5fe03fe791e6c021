import { ApiError } from '@arara/api-client';
import { useMe } from '@arara/session/me';
import { RoutePage } from '@arara/ui/page';
import { useSession } from '@arara/session';
import { Alert, PendingIndicator, StatusScreen } from '@arara/ui/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { merchantQuery } from '@/api/team';
import { ApprovalRulesTab } from '../components/approval-rules-tab';
import { CompanyTab } from '../components/company-tab';
import { UsersTab } from '../components/users-tab';
import { MerchantRequired } from '@/features/merchants';
import { useTeamTranslation } from '@/components/use-team-translation';
import { Tabs } from '@arara/ui/card';

const TABS = ['company', 'users', 'approval-rules'] as const;
type SettingsTab = (typeof TABS)[number];

export type SettingsPageProps = {
  /**
   * EXTENSION POINT — the signed-in user's own security settings (two-factor setup and
   * disable), shown in the Company tab under "Security". The router passes
   * `<TwoFactorSettings />` here (features/two-factor); without it the section is not shown.
   */
  security?: ReactNode;
};

/** /settings: tabs Company, Users and Approval Rules of the current merchant (session store). */
export function SettingsPage({ security }: SettingsPageProps) {
  const { t } = useTeamTranslation();
  const merchantId = useSession((state) => state.currentMerchantId);
  const me = useMe();
  const hasNoMerchant = me.data !== undefined && me.data.merchants.length === 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = TABS.includes(requested as SettingsTab)
    ? (requested as SettingsTab)
    : 'company';
  // Keyed by merchant: switching merchants refetches every tab.
  const merchant = useQuery({ ...merchantQuery(merchantId ?? ''), enabled: merchantId !== null });

  const content = (() => {
    if (!merchantId) return null;
    if (merchant.isPending) return <PendingIndicator />;
    if (merchant.isError) {
      return merchant.error instanceof ApiError && merchant.error.status === 404 ? (
        <StatusScreen status="notFound" title={t('pages.merchant.notFound')} />
      ) : (
        <Alert type="error" showIcon title={t('common:errors.loadingData')} />
      );
    }
    const current = merchant.data;
    return (
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          {
            key: 'company',
            label: t('settings.tabs.company'),
            children: <CompanyTab key={current.id} merchant={current} security={security} />,
          },
          {
            key: 'users',
            label: t('settings.tabs.users'),
            children: <UsersTab key={current.id} merchant={current} />,
          },
          {
            key: 'approval-rules',
            label: t('settings.tabs.approvalRules'),
            children: <ApprovalRulesTab key={current.id} merchant={current} />,
          },
        ]}
      />
    );
  })();

  return (
    <RoutePage
      namespace="shell"
      spec={{ titleKey: 'pages.settings.title', descriptionKey: 'pages.settings.description' }}
    >
      {/* One's own security needs no merchant: someone who just signed up can turn on
          two-factor before adding their company. */}
      {hasNoMerchant && security ? <div style={{ marginBottom: 24 }}>{security}</div> : null}
      <MerchantRequired>{content}</MerchantRequired>
    </RoutePage>
  );
}
