import type { TVirtualAccountDetail } from '@arara/contracts';
import { QueryView } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { virtualAccountsQueryOptions } from '../api/get-virtual-accounts';

/** The merchant's virtual accounts, loaded once for the whole flow. */
export function VirtualAccountsView({
  merchantId,
  children,
}: {
  merchantId: string;
  children: (accounts: TVirtualAccountDetail[]) => ReactNode;
}) {
  const { t } = useTranslation('payments');
  const query = useQuery(virtualAccountsQueryOptions(merchantId));
  return (
    <QueryView query={query} errorTitle={t('flow.accounts.loadError')}>
      {(data) => children(data.items)}
    </QueryView>
  );
}
