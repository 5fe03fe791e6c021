import { Flex } from '@arara/ui/core';
import { MerchantPage, type PageSpec } from '@arara/ui/page';
import type { ReactNode } from 'react';
import { DeveloperNav } from './developer-nav';

/** A developer list page without a create drawer: the shared `MerchantPage` in `developer`, under the developer pages' tabs. */
export function DeveloperPage(props: {
  spec: PageSpec;
  extra?: ReactNode;
  children: (merchantId: string) => ReactNode;
}) {
  return (
    <MerchantPage namespace="developer" spec={props.spec} extra={props.extra}>
      {(merchantId) => (
        <Flex vertical gap={16}>
          <DeveloperNav />
          {props.children(merchantId)}
        </Flex>
      )}
    </MerchantPage>
  );
}
