import { ErrorBoundary, PageLoadError, PendingIndicator } from '@arara/ui/core';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PENDING_THRESHOLD_MS } from './constants';
import { RemoteRetryContext } from './remote-fallback';
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
 * page' here, inside the layout, and nowhere else; try again loads it anew. The screen comes
 * from the error boundary (a remote that throws) or, for a remote that could not load, from
 * the load-retry plugin's fallback module, whose Try again is `RemoteRetryContext`: both forget
 * the remote, and both load it anew on another path.
 */
export function RemoteOutlet({ name }: { name: string }) {
  const { pathname } = useLocation();
  const [, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemote(name);
    setAttempt((attempt) => attempt + 1);
  }, [name]);
  return (
    <RemoteRetryContext value={retry}>
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
    </RemoteRetryContext>
  );
}
