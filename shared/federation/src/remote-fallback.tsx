import { PageLoadError } from '@arara/ui/core';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteAppModule } from './remote-app';

/** Try again of a remote that could not load: forgets it and renders it anew (RemoteOutlet). */
export const RemoteRetryContext = createContext<(() => void) | undefined>(undefined);

/** What the runtime resolves `<name>/App` to when the remote could not load (load-retry.ts). */
export type FailedRemoteModule = RemoteAppModule & { readonly loadError: unknown };

/**
 * The error boundary's screen for a remote that could not load: Try again loads it anew, and
 * so does going to another path (as the boundary's reset on a path change).
 */
function RemoteLoadFailed() {
  const retry = useContext(RemoteRetryContext);
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (retry && pathname !== shownAt.current) retry();
  }, [pathname, retry]);
  return <PageLoadError {...(retry ? { onReset: retry } : {})} />;
}

export function fallbackModule(name: string, error: unknown): FailedRemoteModule {
  return { default: RemoteLoadFailed, loadError: error ?? new Error(`Remote "${name}" failed`) };
}

export function isFailedRemoteModule(module: RemoteAppModule): module is FailedRemoteModule {
  return 'loadError' in module;
}
