import { readBuildStamp, type TBuildStamp, UNSTAMPED_BUILD } from '@arara/federation';

/** The shell's build stamp, defined by shared/build at build time (absent under jest). */
declare const __ARARA_SHELL_BUILD__: unknown;

export const SHELL_BUILD: TBuildStamp = (typeof __ARARA_SHELL_BUILD__ === 'undefined'
  ? undefined
  : readBuildStamp({ arara: __ARARA_SHELL_BUILD__ })) ?? { name: 'shell', ...UNSTAMPED_BUILD };
