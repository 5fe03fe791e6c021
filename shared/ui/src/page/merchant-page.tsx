import { useCurrentMerchant, useMe } from '@arara/session/me';
import type { TextNamespace } from '@arara/i18n';
import { PendingIndicator } from '@arara/ui/core';
import type { ReactNode } from 'react';
import { QueryView } from './query-view';
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
  const me = useMe();
  // Who the user is could not be loaded (the API down, docs/reliability.md): say so, with Try
  // again, instead of a spinner that never ends.
  const unknown =
    me.isError && merchantId === null ? (
      <QueryView query={me}>{() => null}</QueryView>
    ) : (
      <PendingIndicator />
    );
  return (
    <RoutePage namespace={namespace} spec={spec} title={title} extra={extra}>
      {merchantId === null ? unknown : children(merchantId)}
    </RoutePage>
  );
}
