import { type TBuildStamp, UNSTAMPED_BUILD } from '@arara/federation';

/**
 * The shell's build stamp, defined by shared/build at build time from its own `ZBuildStamp`-
 * checked stamp (absent under jest). Taken as is: checking it again here would bring zod into
 * the shell's first chunks (docs/federation.md "The registry in the browser").
 */
declare const __ARARA_SHELL_BUILD__: TBuildStamp;

export const SHELL_BUILD: TBuildStamp =
  typeof __ARARA_SHELL_BUILD__ === 'undefined'
    ? { name: 'shell', ...UNSTAMPED_BUILD }
    : __ARARA_SHELL_BUILD__;
