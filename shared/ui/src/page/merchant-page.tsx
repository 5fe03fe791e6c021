import { useCurrentMerchant } from '@arara/session/me';
import type { TextNamespace } from '@arara/i18n';
import { PendingIndicator } from '@arara/ui/core';
import type { ReactNode } from 'react';
import { type PageSpec, RoutePage } from './route-page';

type MerchantPageProps = {
  /** The i18n namespace of the remote that renders the page (its title keys). */
  namespace: TextNamespace;
  spec: PageSpec;
  /** A record's own name as the title (a virtual account's label), once loaded. */
  title?: string;
  extra?: ReactNode;
  /** The page's content for the current merchant; a spinner until the merchant is known. */
  children: (merchantId: string) => ReactNode;
};

/** A dashboard page: its frame, and its content once the current merchant is known. */
export function MerchantPage({ namespace, spec, title, extra, children }: MerchantPageProps) {
  const { merchantId } = useCurrentMerchant();
  return (
    <RoutePage namespace={namespace} spec={spec} title={title} extra={extra}>
      {merchantId === null ? <PendingIndicator /> : children(merchantId)}
    </RoutePage>
  );
}
