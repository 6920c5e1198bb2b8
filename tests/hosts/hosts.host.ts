/**
 * The stacks partners run (issue 30): small host projects under tests/hosts/ install the packed
 * tarball (`npm pack`, once) as a partner does, build with their own tools, and are driven in one
 * Chromium against the sandbox API (partner origins allowed): the server answers 200 with the
 * element's tag, tee times show, a click reaches the host's typed handler, and nothing is logged
 * (no console error, no hydration warning, no policy violation).
 *
 * Run after `npm run build`:  npm run test:hosts   (needs the npm registry for the hosts' own
 * dependencies; each host installs into its own node_modules, with no lockfile of ours).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { chromium, type Browser, type Page } from 'playwright';
import { createApp } from '../../host-demo/server/app';
import { createDeps, listen, localOrigins, prepareDatabase } from '../../host-demo/server/main';
import { testNow } from '../../host-demo/server/testing/testNow';
import { today } from '../../src/domain/format';

const root = fileURLToPath(new URL('../..', import.meta.url));
const hostsDir = fileURLToPath(new URL('.', import.meta.url));
const packDir = join(hostsDir, '.pack');
const NOW = testNow();
/** `TEETIME_HOSTS=next,vue` runs only those hosts. */
const only = process.env.TEETIME_HOSTS?.split(',').filter(Boolean);
const selected = (host: { name: string }) => !only || only.includes(host.name);
/**
 * `TEETIME_HOSTS_REUSE=1` skips packing, installing and building (the hosts of the last run,
 * built for its API port: set `TEETIME_HOSTS_API_PORT` to the same port both times).
 */
const reuse = process.env.TEETIME_HOSTS_REUSE === '1';
const apiPort = Number(process.env.TEETIME_HOSTS_API_PORT ?? 0);
const COURSE_ID = '1455';
const BRAND = 'cedar-ridge';
/** A host's step (install, build) may take this long on 2 busy cores. */
const STEP_MS = 8 * 60_000;

type Server = Awaited<ReturnType<typeof listen>>['server'];

interface Host {
  name: string;
  /** Build command (the host's own tools); the sandbox's address is in the environment too. */
  build?: (api: string) => string[];
  /** A server of the host's own (SSR), on `port`; else its static `dist` is served here. */
  serve?: (port: number) => { cmd: string[]; env: Record<string, string> };
  staticDir?: string;
  /** Extra headers of the static server (the plain page's policy). */
  headers?: (api: string) => Record<string, string>;
  /** Pages, and whether each has a typed handler the test clicks through to. */
  pages: Array<{ path: string; handler: boolean; ssr: boolean }>;
  port?: number;
}

const HOSTS: Host[] = [
  {
    name: 'next',
    build: () => ['node', 'node_modules/next/dist/bin/next', 'build'],
    serve: (port) => ({
      cmd: ['node', 'node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
      env: {},
    }),
    pages: [
      { path: '/', handler: false, ssr: true },
      { path: '/client', handler: true, ssr: true },
      { path: '/element', handler: false, ssr: true },
    ],
  },
  {
    name: 'sveltekit',
    build: () => ['npm', 'run', 'build'],
    serve: (port) => ({ cmd: ['node', 'build'], env: { PORT: String(port), HOST: '127.0.0.1' } }),
    pages: [{ path: '/', handler: true, ssr: true }],
  },
  {
    name: 'vue',
    build: () => ['npm', 'run', 'build'],
    staticDir: 'dist',
    pages: [{ path: '/', handler: true, ssr: false }],
  },
  {
    name: 'angular',
    // Angular has no build-time environment variables: `--define`, as a partner's CI would.
    build: (api) => [
      'node',
      'node_modules/@angular/cli/bin/ng.js',
      'build',
      ...Object.entries({
        TEETIME_API_BASE: api,
        TEETIME_COURSE_ID: COURSE_ID,
        TEETIME_BRAND: BRAND,
      }).flatMap(([name, value]) => ['--define', `${name}=${JSON.stringify(value)}`]),
    ],
    staticDir: 'dist/browser',
    pages: [{ path: '/', handler: true, ssr: false }],
  },
  {
    name: 'plain',
    staticDir: '.',
    headers: (api) => ({
      // docs/csp.md's policy, with the sandbox as the widgets' origin (the page serves the scripts itself).
      'content-security-policy': [
        "default-src 'self'",
        "script-src 'self'",
        `connect-src 'self' ${api}`,
        `img-src 'self' data: ${api}`,
        "style-src 'self'",
        `frame-src ${api}`,
      ].join('; '),
    }),
    pages: [{ path: '/', handler: true, ssr: true }],
  },
];

let db: Database.Database | undefined;
let dbDir = '';
let apiServer: Server | undefined;
let apiOrigin = '';
let browser: Browser | undefined;
const servers: Server[] = [];
const processes: ChildProcess[] = [];
const timings: string[] = [];

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings.push(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

/**
 * This process's environment without what `npm run` adds (npm_config_*, npm_package_*, INIT_CWD):
 * a host's npm acts in the host's folder as a partner's would, never on this project.
 */
function hostEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'),
  );
}

/** Runs a command in a host's folder; rejects with its output when it fails. */
function run(cmd: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd[0]!, cmd.slice(1), {
      cwd,
      env: { ...hostEnv(), ...env, NEXT_TELEMETRY_DISABLED: '1', NG_CLI_ANALYTICS: 'false', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), STEP_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd.join(' ')} in ${cwd} exited ${code}:\n${out.slice(-6000)}`));
    });
  });
}

/** A free loopback port. */
async function freePort(): Promise<number> {
  const probe = await listen(() => new Response(''), 0);
  await new Promise((resolve) => probe.server.close(resolve));
  return probe.port;
}

/** `npm pack` of the built package, once, as tests/hosts/.pack/teetime-widgets.tgz (the hosts' dependency). */
async function pack(): Promise<void> {
  assert.ok(
    existsSync(join(root, 'dist/react/teetime-picker.js')),
    'dist/ is missing: run npm run build first',
  );
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  const out = await run(['npm', 'pack', '--ignore-scripts', '--json', '--pack-destination', packDir], root);
  const [{ filename }] = JSON.parse(out.slice(out.indexOf('['))) as Array<{ filename: string }>;
  renameSync(join(packDir, filename), join(packDir, 'teetime-widgets.tgz'));
}

/** Installs a host's dependencies and the packed tarball (its own node_modules; no lockfile). */
async function install(host: Host): Promise<void> {
  const dir = join(hostsDir, host.name);
  // The tarball keeps its version: a copy from an earlier run would be kept as it is.
  rmSync(join(dir, 'node_modules', 'teetime-widgets'), { recursive: true, force: true });
  await run(['npm', 'install', '--no-package-lock', '--no-audit', '--no-fund', '--prefer-offline'], dir);
}

const buildEnv = (): Record<string, string> => ({
  TEETIME_API_BASE: `${apiOrigin}/api`,
  TEETIME_COURSE_ID: COURSE_ID,
  TEETIME_BRAND: BRAND,
  PUBLIC_TEETIME_API_BASE: `${apiOrigin}/api`,
  PUBLIC_TEETIME_COURSE_ID: COURSE_ID,
  PUBLIC_TEETIME_BRAND: BRAND,
  VITE_TEETIME_API_BASE: `${apiOrigin}/api`,
  VITE_TEETIME_COURSE_ID: COURSE_ID,
  VITE_TEETIME_BRAND: BRAND,
});

async function buildHost(host: Host): Promise<void> {
  if (host.build) await run(host.build(`${apiOrigin}/api`), join(hostsDir, host.name), buildEnv());
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/** A static server of a host's build (an SPA: unknown paths answer its index.html). */
function staticHandler(host: Host): (req: Request) => Response {
  const dir = join(hostsDir, host.name, host.staticDir!);
  const headers = host.headers?.(apiOrigin) ?? {};
  return (req) => {
    const path = decodeURIComponent(new URL(req.url).pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) return new Response('Not found', { status: 404 });
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    let body: string | Buffer = readFileSync(file);
    if (host.name === 'plain' && file.endsWith('.html'))
      body = body.toString('utf8').replaceAll('__TEETIME_API_BASE__', `${apiOrigin}/api`);
    return new Response(body, {
      headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers },
    });
  };
}

/** Starts a host's server and waits until it answers. */
async function startHost(host: Host): Promise<void> {
  if (host.staticDir) {
    servers.push((await listen(staticHandler(host), host.port!)).server);
    return;
  }
  const { cmd, env } = host.serve!(host.port!);
  const child = spawn(cmd[0]!, cmd.slice(1), {
    cwd: join(hostsDir, host.name),
    env: { ...hostEnv(), ...buildEnv(), ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  processes.push(child);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${host.name} server exited:\n${out}`);
    try {
      await fetch(`http://127.0.0.1:${host.port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${host.name} server did not answer:\n${out}`);
}

/** Runs `work` on each item, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const errors: unknown[] = [];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        await work(item).catch((e: unknown) => errors.push(e));
      }
    }),
  );
  if (errors.length) throw errors[0];
}

before(
  async () => {
    const hosts = HOSTS.filter(selected);
    if (!reuse) await timed('pack', pack);
    dbDir = mkdtempSync(join(tmpdir(), 'teetime-hosts-'));
    db = prepareDatabase(join(dbDir, 'teetime.sqlite'), { clock: () => new Date(NOW) });
    for (const host of hosts) host.port = await freePort();
    const env = { ...process.env, TEETIME_NOW: NOW.toISOString() };
    // The partner origins: every host's port, on 127.0.0.1 and localhost.
    const api = createApp(
      createDeps(db, env, { partnerOrigins: localOrigins(...hosts.map((h) => h.port!)) }),
    );
    const started = await listen((req) => api.fetch(req), apiPort);
    apiServer = started.server;
    apiOrigin = `http://127.0.0.1:${started.port}`;
    const res = await api.request(`/api/v6/courses/${COURSE_ID}`, {
      headers: { 'x-api-key': `demo-${BRAND}` },
    });
    courseTimeZone = ((await res.json()) as { course: { time_zone: string } }).course.time_zone;
    if (!reuse) {
      // Installs mostly wait on the network: all at once. Builds use the cores: two at a time.
      await timed('install (all hosts, in parallel)', () =>
        Promise.all(hosts.map((h) => timed(`  install ${h.name}`, () => install(h)))),
      );
      await timed('build (two at a time)', () =>
        pool(hosts, 2, (h) => timed(`  build ${h.name}`, () => buildHost(h))),
      );
    }
    await Promise.all(hosts.map(startHost));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
  },
  { timeout: 3 * STEP_MS },
);

after(async () => {
  for (const line of timings) console.log(`# ${line}`);
  await browser?.close();
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(
    [...servers, ...(apiServer ? [apiServer] : [])].map((s) => new Promise((r) => s.close(r))),
  );
  db?.close();
  if (dbDir) rmSync(dbDir, { recursive: true, force: true });
});

/** The date strip's label of the course's tomorrow ('Mon, Nov 23'): late in its day, today may have no tee times left. */
function tomorrowLabel(timeZone: string): string {
  const d = new Date(`${today(NOW, timeZone)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

interface Opened {
  page: Page;
  status: number;
  /** Console errors and warnings, page errors and policy violations: none is expected. */
  problems: string[];
  /** Every console message, shown when a test fails. */
  log: string[];
}

async function openPage(url: string): Promise<Opened> {
  const context = await browser!.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  // The page's clock starts at the sandbox's instant, so both agree on "today" at any hour.
  await context.clock.install({ time: NOW });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const problems: string[] = [];
  const log: string[] = [];
  page.on('console', (m) => {
    log.push(`console.${m.type()}: ${m.text()} ${m.location().url}`);
    // (The browser's own request for /favicon.ico, which these hosts do not have.)
    if (m.location().url.endsWith('/favicon.ico')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) log.push(`${r.status()} ${r.url()}`);
  });
  await page.exposeFunction('__violation', (s: string) => problems.push(`policy violation: ${s}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violation: (s: string) => void }).__violation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  const response = await page.goto(url);
  return { page, problems, log, status: response?.status() ?? 0 };
}

let courseTimeZone = '';

for (const host of HOSTS.filter(selected)) {
  describe(`${host.name} host`, () => {
    for (const { path, handler, ssr } of host.pages) {
      const name = `${path}: 200, tee times shown${handler ? ', a click reaches the typed handler' : ''}, nothing logged`;
      test(name, { timeout: 90_000 }, async (t) => {
        const url = `http://127.0.0.1:${host.port}${path}`;
        if (ssr) {
          // What the server answers, before any script: the element's tag, with its attributes.
          const html = await (await fetch(url)).text();
          assert.match(
            html,
            new RegExp(`<teetime-picker[^>]*course-id="${COURSE_ID}"`),
            'the server renders the tag',
          );
        }
        const { page, problems, log, status } = await openPage(url);
        try {
          assert.equal(status, 200);
          const picker = page.locator('teetime-picker');
          await picker
            .getByRole('group', { name: 'Date' })
            .getByRole('button', { name: tomorrowLabel(courseTimeZone) })
            .click();
          const slot = picker.locator('button').filter({ hasText: 'per player' }).first();
          await slot.waitFor();
          if (handler) {
            // A golfer books the first tee time as a guest: the host's handler hears checkout-start.
            await slot.click();
            await bookAsGuest(page);
            await page.waitForFunction(() =>
              / for 2$/.test(document.querySelector('#chosen')?.textContent ?? ''),
            );
          }
          // (Hydration is over: the tee times came from the sandbox after the page's scripts ran.)
          assert.deepEqual(problems, []);
        } catch (error) {
          t.diagnostic(`page log:\n${log.join('\n')}`);
          const shadow = await picker(page).catch(() => '(none)');
          t.diagnostic(`picker: ${shadow}`);
          throw error;
        } finally {
          await page.context().close();
        }
      });
    }
  });
}

/** From a chosen tee time: the first rate and provider where the picker asks, then "Continue as guest". */
async function bookAsGuest(page: Page): Promise<void> {
  const picker = page.locator('teetime-picker');
  const guest = picker.getByRole('button', { name: 'Continue as guest' });
  const step = picker.getByRole('heading', { name: /^Choose a (rate|provider)/ });
  for (let i = 0; i < 5; i++) {
    await guest.or(step).first().waitFor();
    if (await guest.isVisible()) break;
    // A step with one choice moves on by itself (one rate, one provider): then there is nothing to click.
    await picker
      .locator('ul button')
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await guest.click();
}

/** What the picker shows (its shadow root's text), or whether it is defined at all. */
const picker = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('teetime-picker');
    if (!el) return '(no <teetime-picker>)';
    const defined = customElements.get('teetime-picker') ? 'defined' : 'not defined';
    return `${defined}: ${(el.shadowRoot?.textContent ?? '(no shadow root)').slice(0, 600)}`;
  });
