/**
 * Publishes the page's federation runtime (`@module-federation/runtime-core`) on `globalThis`
 * for the remotes: a remote's production build leaves runtime-core out of its remoteEntry.js
 * and reads it from there (`experiments.externalRuntime`; docs/architecture.md "The federation
 * runtime's own weight"). The shell runs this before its own code (the first module of its
 * entry), so it publishes the very runtime its own bundle runs on; a remote's page opened alone
 * runs it as a script of its own (`federation-runtime.js`) before the remote's bundles. The first
 * to run wins: a page holds one runtime, and `_FEDERATION_RUNTIME_CORE_FROM` says whose it is
 * and which version (the shell refuses a remote built against another minor, compatibility.ts).
 */
import * as runtimeCore from '@module-federation/runtime-core';

declare const __ARARA_FEDERATION_RUNTIME_FROM__: { name: string; version: string };

const page = globalThis as typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
};

if (!page._FEDERATION_RUNTIME_CORE) {
  page._FEDERATION_RUNTIME_CORE = runtimeCore;
  page._FEDERATION_RUNTIME_CORE_FROM = __ARARA_FEDERATION_RUNTIME_FROM__;
}
