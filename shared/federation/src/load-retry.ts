import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeManifestResponse } from './manifest-cache';

/**
 * Retries with backoff a remote's manifest and entry script before the page gives up
 * (docs/remote-loading.md). `@module-federation/retry-plugin` is not used: its releases (0.x)
 * depend on another major of `@module-federation/sdk`, a second copy of the runtime's code.
 */
export type RetryPolicy = {
  /** Tries in all, the first one included. */
  attempts: number;
  /** Wait before the second try; each next wait is `factor` times longer. */
  baseDelayMs: number;
  factor: number;
  /** Each wait is scaled by 1 ± jitter (0.2: 80 % to 120 %), so clients do not retry in step. */
  jitter: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 300,
  factor: 3,
  jitter: 0.2,
};

/** The wait before try `attempt` + 1 (attempt ≥ 1): 300 ms, then 900 ms, give or take jitter. */
export function retryDelay(policy: RetryPolicy, attempt: number, random = Math.random): number {
  const base = policy.baseDelayMs * policy.factor ** (attempt - 1);
  return Math.round(base * (1 - policy.jitter + 2 * policy.jitter * random()));
}

/** A server that may answer the next time (5xx, 408, 429); a 404 will not change. */
function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

type RetryOptions = {
  policy?: RetryPolicy;
  random?: () => number;
  /** Told the tries a remote's load took (telemetry): the remote's name and the try number. */
  onAttempt?: (remote: string, attempt: number) => void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The remote a request id names: `payments/App` → `payments`. */
export const remoteOfId = (id: string): string => id.split('/')[0] ?? id;

type EntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/**
 * The entry script (remoteEntry.js) did not load: a script error cannot tell a 404 from a
 * network failure, so it is retried like one. The runtime keeps the failed load as the pending
 * one until this hook settles; it is dropped so the retry loads the script anew.
 */
function retryEntry(
  policy: RetryPolicy,
  random: () => number,
  onAttempt: (remote: string, attempt: number) => void,
): EntryErrorHook {
  const hook = async ({
    getRemoteEntry,
    origin,
    remoteInfo,
    globalLoading,
    uniqueKey,
  }: Parameters<EntryErrorHook>[0]) => {
    for (let attempt = 2; attempt <= policy.attempts; attempt += 1) {
      await sleep(retryDelay(policy, attempt - 1, random));
      onAttempt(remoteInfo.name, attempt);
      delete globalLoading[uniqueKey];
      try {
        const exports = await getRemoteEntry({ origin, remoteInfo });
        if (exports) return exports;
      } catch {
        // The next try, or the runtime's own error after the last one.
      }
    }
    return undefined;
  };
  // The hook's declared result is a promise of a promise; the runtime awaits either.
  return hook as unknown as EntryErrorHook;
}

export function loadRetryPlugin({
  policy = DEFAULT_RETRY_POLICY,
  random = Math.random,
  onAttempt = () => undefined,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'arara-load-retry',
    /**
     * The manifest (mf-manifest.json): retried when the request fails (offline, connection
     * reset) or the server answers 5xx; any other answer (a 404: no such remote) is final. A
     * manifest the shell already fetched to read its sidebar entries is not downloaded again.
     */
    async fetch(url, init, remoteInfo) {
      const remote = remoteInfo?.name ?? url;
      const kept = takeManifestResponse(url);
      if (kept) {
        onAttempt(remote, 1);
        return kept;
      }
      for (let attempt = 1; ; attempt += 1) {
        onAttempt(remote, attempt);
        const last = attempt >= policy.attempts;
        try {
          const response = await fetch(url, init);
          if (last || !isTransientStatus(response.status)) return response;
        } catch (error) {
          if (last) throw error;
        }
        await sleep(retryDelay(policy, attempt, random));
      }
    },
    loadEntryError: retryEntry(policy, random, onAttempt),
    /**
     * After the retries: a remote's `./App` resolves to the 'Unable to load this page' screen
     * (Try again loads it anew); anything else (`<name>/manifest`) is left to fail, so its
     * caller falls back on its own.
     */
    errorLoadRemote({ id, error, lifecycle, expose }) {
      if (lifecycle !== 'onLoad') return undefined;
      if (expose !== './App' && !id.endsWith('/App')) return undefined;
      const name = remoteOfId(id);
      // The reason stays where a developer looks (the page itself says only that it failed).
      console.error(
        `Remote "${name}" could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
      // Its screen (antd, via @arara/ui/core) loads only now: this plugin is registered at
      // boot, on /login too, which downloads no antd (docs/federation.md, contract item 2).
      return import('./remote-fallback').then((fallback) => fallback.fallbackModule(name, error));
    },
  };
}
