import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readServeConfig } from './config';
import { createAppServer } from './server';

/** Run from an app's folder (`pnpm serve`): serves its dist/ on its port. */
async function main(): Promise<void> {
  const appDir = process.cwd();
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    name: string;
    arara?: { port?: number };
  };
  const config = readServeConfig(process.env, appDir, manifest.arara?.port ?? 3000);
  const app = await createAppServer(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`${manifest.name} serving ${config.distDir} on http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
