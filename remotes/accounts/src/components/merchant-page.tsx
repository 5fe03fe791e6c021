import { useCurrentMerchant } from '@arara/api-client/query';
import { type PageSpec, RoutePage } from '@arara/federation/remote';
import { PendingIndicator } from '@arara/ui/core';
import type { ReactNode } from 'react';

type MerchantPageProps = {
  spec: PageSpec;
  /** A record's own name as the title (a virtual account's label), once loaded. */
  title?: string;
  extra?: ReactNode;
  /** The page's content for the current merchant; a spinner until the merchant is known. */
  children: (merchantId: string) => ReactNode;
};

/** An accounts page: its frame, and its content once the current merchant is known. */
export function MerchantPage({ spec, title, extra, children }: MerchantPageProps) {
  const { merchantId } = useCurrentMerchant();
  return (
    <RoutePage namespace="accounts" spec={spec} title={title} extra={extra}>
      {merchantId === null ? <PendingIndicator /> : children(merchantId)}
    </RoutePage>
  );
}
