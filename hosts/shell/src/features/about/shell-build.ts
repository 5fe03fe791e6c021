import { type TBuildStamp, UNSTAMPED_BUILD } from '@arara/federation';

/**
 * The shell's build stamp, a DefinePlugin constant written by shared/build's typed
 * `createBuildStamp` at build time (absent under jest). Taken as is: nothing in the browser
 * parses a stamp (docs/federation.md "Build stamp").
 */
declare const __ARARA_SHELL_BUILD__: TBuildStamp;

export const SHELL_BUILD: TBuildStamp =
  typeof __ARARA_SHELL_BUILD__ === 'undefined'
    ? { name: 'shell', ...UNSTAMPED_BUILD }
    : __ARARA_SHELL_BUILD__;
