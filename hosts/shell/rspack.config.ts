import { createHostConfig } from '@arara/build';
import { APP_DEFINITIONS } from '@arara/federation/registry';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createHostConfig({
    dir: import.meta.dirname,
    port: APP_DEFINITIONS.shell.port,
    mode: argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development'),
  });
