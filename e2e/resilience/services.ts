import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import e2eConfig from '../playwright.config';
import { APPS } from '../support/apps';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the suite writes: the API's PGlite, the services' logs, the figures of the run. */
export const RESILIENCE_DIR = path.join(ROOT, '.data', 'resilience');

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/**
 * The API and the seven app servers exactly as the e2e flows start them (the `webServer` list of
 * e2e/playwright.config.ts: command, folder, readiness URL, environment), but as child processes
 * the suite stops and starts itself; the API keeps its PGlite in `.data/resilience`.
 */
function serviceDefinitions(): Record<string, WebServer> {
  const servers = ([] as WebServer[]).concat(e2eConfig.webServer ?? []);
  const byFolder = (folder: string) => {
    const server = servers.find((candidate) => candidate.cwd === path.join(ROOT, folder));
    if (!server) throw new Error(`e2e/playwright.config.ts starts nothing in ${folder}`);
    return server;
  };
  const api = byFolder('services/api');
  return {
    api: { ...api, env: { ...api.env, DATA_DIR: path.join(RESILIENCE_DIR, 'pglite') } },
    ...Object.fromEntries(APPS.map((app) => [app.name, byFolder(app.dir)])),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something accepts connections on the URL's port (another server would answer). */
function isListening(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** One server the suite runs: started in its own process group, so a stop ends all of it. */
class Service {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    private readonly server: WebServer,
  ) {}

  get url(): URL {
    return new URL(this.server.url ?? '');
  }

  get isRunning(): boolean {
    return this.child !== undefined;
  }

  /** Starts it and resolves once its readiness URL answers; throws if it exits first. */
  async start(timeoutMs = 60_000): Promise<void> {
    if (this.child) throw new Error(`${this.name} is already running`);
    if (await isListening(this.url)) {
      throw new Error(
        `Port ${this.url.port} is taken: stop what listens there (the suite needs the standard ports to itself)`,
      );
    }
    mkdirSync(path.join(RESILIENCE_DIR, 'logs'), { recursive: true });
    const log = createWriteStream(path.join(RESILIENCE_DIR, 'logs', `${this.name}.log`), {
      flags: 'a',
    });
    const child = spawn(this.server.command, {
      cwd: this.server.cwd,
      env: { ...process.env, ...this.server.env },
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    let exitCode: number | null | undefined;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        exitCode = code;
        this.child = undefined;
        log.end();
        resolve();
      }),
    );
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exitCode !== undefined) {
        throw new Error(`${this.name} exited (${exitCode}) before it was ready: see its log`);
      }
      try {
        if ((await fetch(this.url)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`${this.name} was not ready at ${this.url} after ${timeoutMs} ms`);
  }

  /** Stops it (SIGTERM to its process group) and resolves once it has exited. */
  async stop(): Promise<void> {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    process.kill(-pid, 'SIGTERM');
    const killed = setTimeout(() => this.child && process.kill(-pid, 'SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(killed);
  }

  /** Ends it at once, for the exit of the suite's process. */
  kill(): void {
    const pid = this.child?.pid;
    if (pid !== undefined) process.kill(-pid, 'SIGKILL');
  }
}

export type Services = ReturnType<typeof createServices>;

/** The API and every app server, by name ('api', 'shell', 'payments', …). */
export function createServices() {
  const all = Object.entries(serviceDefinitions()).map(
    ([name, server]) => new Service(name, server),
  );
  const killAll = () => {
    for (const service of all) service.kill();
  };
  process.once('exit', killAll);
  const named = (name: string) => {
    const service = all.find((candidate) => candidate.name === name);
    if (!service) throw new Error(`No service ${name}`);
    return service;
  };
  return {
    named,
    /** Starts everything: the API first (the app servers proxy to it), then the apps together. */
    async startAll() {
      await named('api').start(180_000);
      await Promise.all(all.filter((service) => !service.isRunning).map((s) => s.start()));
    },
    async stopAll() {
      await Promise.all(all.map((service) => service.stop()));
      process.off('exit', killAll);
    },
  };
}
