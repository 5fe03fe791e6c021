import { ErrorBoundary, PageLoadError, PendingIndicator } from '@arara/ui/core';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PENDING_THRESHOLD_MS } from './constants';
import { forgetRemote, remoteComponent } from './remote-loader';

function DelayedPending() {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), PENDING_THRESHOLD_MS);
    return () => clearTimeout(timer);
  }, []);
  return isVisible ? <PendingIndicator /> : null;
}

/** Looks the component up at render time, so a reset renders a freshly loading one. */
function RemoteByName({ name }: { name: string }) {
  const Remote = remoteComponent(name);
  return <Remote />;
}

/**
 * Renders one remote's ./App. A remote that cannot load or throws shows 'Unable to load this
 * page' here, inside the layout, and nowhere else; try again loads it anew.
 */
export function RemoteOutlet({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={name}
      resetKeys={[pathname]}
      onReset={() => forgetRemote(name)}
      fallback={({ reset }) => <PageLoadError onReset={reset} />}
    >
      <Suspense fallback={<DelayedPending />}>
        <RemoteByName name={name} />
      </Suspense>
    </ErrorBoundary>
  );
}
