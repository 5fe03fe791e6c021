import { QueryProvider } from '@arara/api-client/query';
import { Outlet } from 'react-router-dom';

/** Server state for every route but /login, loaded with the first of them. */
export function DataLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
