import { createRemoteConfig } from '@arara/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createRemoteConfig({
    dir: import.meta.dirname,
    name: 'documents',
    mode: argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development'),
  });
