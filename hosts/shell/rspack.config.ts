import { createHostConfig } from '@arara/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createHostConfig({
    dir: import.meta.dirname,
    port: 3000,
    mode: argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development'),
  });
