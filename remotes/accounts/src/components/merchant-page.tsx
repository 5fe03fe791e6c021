import { MerchantPage as SharedMerchantPage, type PageSpec } from '@arara/ui/page';
import type { ReactNode } from 'react';

type MerchantPageProps = {
  spec: PageSpec;
  /** A record's own name as the title (a virtual account's label), once loaded. */
  title?: string;
  extra?: ReactNode;
  /** The page's content for the current merchant; a spinner until the merchant is known. */
  children: (merchantId: string) => ReactNode;
};

/** An accounts page: the shared `MerchantPage` of `@arara/federation/remote` in `accounts`. */
export function MerchantPage(props: MerchantPageProps) {
  return <SharedMerchantPage namespace="accounts" {...props} />;
}
