import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { DEMO_PASSWORD, demoMembers, demoUsers } from './seeds/seed';
import { closeWithin } from './lib/shutdown';

function printBanner(lines: string[]): void {
  const width = Math.max(...lines.map((line) => line.length));
  const border = '─'.repeat(width + 2);
  console.log(
    [`┌${border}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${border}┘`].join('\n'),
  );
}

async function main(): Promise<void> {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const app = await buildApp(config.app);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const code = await closeWithin(
      () =>
        app.close().catch((error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          throw error;
        }),
      config.shutdownTimeoutMs,
      () => app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting'),
    );
    process.exit(code);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  const database =
    config.app.database.kind === 'pglite'
      ? `PGlite at ${config.app.database.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    'Arara platform API',
    '',
    `URL:      ${url}`,
    `Docs:     ${url}/docs`,
    `Database: ${database}${app.wasSeeded ? ' (seeded just now)' : ''}`,
  ];
  if (config.nodeEnv !== 'production' || app.wasSeeded) {
    lines.push(
      '',
      `Demo accounts (password ${DEMO_PASSWORD} for all):`,
      ...demoMembers.map(({ email, role }) => `  ${role.padEnd(10)}${email}`),
      `  back office (super admin)  ${demoUsers.admin.email}`,
      `  other merchant's owner     ${demoUsers.other.email}`,
    );
  }
  printBanner(lines);
}

main().catch((error: unknown) => {
  console.error('Failed to start the API:', error);
  process.exit(1);
});
