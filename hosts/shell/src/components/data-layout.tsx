import { QueryProvider } from '@arara/api-client/query';
import { ThemeProvider } from '@arara/ui/core';
import { Outlet } from 'react-router-dom';

/** antd's theme and server state for every route but /login, loaded with the first of them. */
export function DataLayout() {
  return (
    <ThemeProvider>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </ThemeProvider>
  );
}
