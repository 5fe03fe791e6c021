import { ListPage, type ListPageProps } from '@arara/ui/page';

/** A payments list page: the shared `ListPage` in `payments`; who manages accounts creates. */
export function PaymentsListPage<TCreated>(
  props: Omit<ListPageProps<TCreated>, 'namespace' | 'createPermission'>,
) {
  return <ListPage namespace="payments" createPermission="accounts.manage" {...props} />;
}
