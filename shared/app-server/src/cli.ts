import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_DEFINITIONS } from '@arara/federation/registry';
import { readServeConfig } from './config';
import { createAppServer } from './server';

/** Run from an app's folder (`pnpm serve`): serves its dist/ on its port. */
async function main(): Promise<void> {
  const appDir = process.cwd();
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    name: string;
  };
  const app = Object.values(APP_DEFINITIONS).find((candidate) =>
    appDir.endsWith(path.join(path.sep, candidate.dir)),
  );
  if (!app) throw new Error(`${appDir} is not an app listed in @arara/federation/apps.json`);
  const config = readServeConfig(process.env, appDir, app.port);
  const server = await createAppServer(config);
  await server.listen({ port: config.PORT, host: config.HOST });
  console.log(`${manifest.name} serving ${config.distDir} on http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
