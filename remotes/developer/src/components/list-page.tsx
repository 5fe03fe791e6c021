import { Flex } from '@arara/ui/core';
import { ListPage, type ListPageProps } from '@arara/ui/page';
import { DeveloperNav } from './developer-nav';

/**
 * A developer list page: the shared `ListPage` in `developer`, under the developer pages' tabs;
 * who may manage the developer tools (`developer.manage`) sees the "new" button and its drawer,
 * the API refuses the rest.
 */
export function DeveloperListPage<TCreated>(
  props: Omit<ListPageProps<TCreated>, 'namespace' | 'createPermission'>,
) {
  return (
    <ListPage namespace="developer" createPermission="developer.manage" {...props}>
      {(merchantId) => (
        <Flex vertical gap={16}>
          <DeveloperNav />
          {props.children(merchantId)}
        </Flex>
      )}
    </ListPage>
  );
}
