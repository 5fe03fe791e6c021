import { ErrorBoundary, ErrorScreen } from '@arara/ui/base';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

/** The whole app's last line: a rendering failure shows the generic error screen. */
export function AppRoot() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallback={({ reset }) => <ErrorScreen onReset={reset} />}>
      <Outlet />
      <ScrollRestoration />
    </ErrorBoundary>
  );
}
