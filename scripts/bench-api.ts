/**
 * `npm run bench:api`: the sandbox API in a process of its own (scripts/benchApiServer.ts) on a
 * free loopback port over a temporary database (full seed), and bounded closed-loop load from
 * this process (autocannon): BENCH_CLIENTS keep-alive connections (default 50) for BENCH_SECONDS (default 5) per
 * endpoint at the location list, autocomplete and tee times. Prints requests/s, p50/p99 latency
 * and the server's CPU time per request: latency swings with the machine's load, CPU per request
 * much less (on an idle machine, p50 ≈ clients × CPU per request once the server is the limit).
 *
 * BENCH_BASELINE=<git ref> (e.g. `main`) runs that commit's server too (its host-demo/ and src/
 * from `git archive`), in the same run: each endpoint alternates between the two servers for
 * BENCH_ROUNDS rounds (default 2), so both see the same machine.
 *
 * The lists the load asks for are asked for twice before it (remembered answers; the first
 * answer of each is timed and printed apart). BENCH_ONLY=list,autocomplete,teetimes picks
 * endpoints; BENCH_PROFILE=<dir> writes a V8 CPU profile of each server under each endpoint's
 * load there (open it in Chrome DevTools' Performance panel or any .cpuprofile viewer).
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BASELINE = process.env.BENCH_BASELINE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (BASELINE ? 2 : 1));
const HEADERS = { 'X-Api-Key': 'demo-teetime' };
/** BENCH_ONLY=list,autocomplete,teetimes: the endpoints to load (default all). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
/** BENCH_PROFILE=<dir>: a V8 CPU profile of each server under each endpoint's load, written there. */
const PROFILE = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'teetime-bench-api-'));

interface Server {
  label: string;
  url: string;
  db: string;
  child: ChildProcess;
  cpu: () => Promise<number>;
  /** Starts a CPU profile, or stops it and writes it to that file. */
  profile: (file?: string) => Promise<void>;
}

/** Forks the runner for a source tree; resolves once its API listens. */
function startServer(label: string, tree: string): Promise<Server> {
  const db = join(work, `${label}.sqlite`);
  const child = fork(join(root, 'scripts/benchApiServer.ts'), [tree, db], {
    execArgv: ['--import', 'tsx'],
    cwd: tree,
  });
  const cpu = () =>
    new Promise<number>((done) => {
      child.once('message', (m) => done((m as { cpu: number }).cpu));
      child.send('cpu');
    });
  const profile = (file?: string) =>
    new Promise<void>((done) => {
      child.once('message', () => done());
      child.send({ profile: file ?? true });
    });
  return new Promise((ok, fail) => {
    child.once('message', (m) => ok({ label, url: (m as { url: string }).url, db, child, cpu, profile }));
    child.once('exit', (code) => fail(new Error(`${label} server exited (${code})`)));
  });
}

/** The baseline's host-demo/ and src/ (with package.json) in a temporary tree sharing node_modules. */
function baselineTree(ref: string): string {
  const tree = join(work, 'baseline');
  execFileSync('mkdir', ['-p', tree]);
  execFileSync('sh', ['-c', 'git archive "$0" host-demo src package.json | tar -x -C "$1"', ref, tree], {
    cwd: root,
  });
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  return tree;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Endpoint {
  /** Its BENCH_ONLY name. */
  key: string;
  name: string;
  path: (i: number) => string;
}

interface Tally {
  latencies: number[];
  errors: number;
  seconds: number;
  cpuMicros: number;
}

/**
 * BENCH_CLIENTS keep-alive connections, each sending its next request when the last one has
 * answered, for BENCH_SECONDS: autocannon's HTTP/1.1 client, whose per-request cost is a small
 * part of the server's, so the latencies are the server's and not a queue in this process (with
 * fetch(), this process was the limit: ~3,100 req/s with the server half idle).
 */
async function load(server: Server, endpoint: Endpoint, tally: Tally) {
  let counter = 0;
  if (PROFILE) await server.profile();
  const cpuBefore = await server.cpu();
  const started = performance.now();
  const instance = autocannon({
    url: server.url,
    connections: CLIENTS,
    duration: SECONDS,
    headers: HEADERS,
    requests: [{ setupRequest: (req) => ({ ...req, path: endpoint.path(counter++) }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    tally.latencies.push(responseTime);
    if (statusCode !== 200) tally.errors++;
  });
  const result = await instance;
  tally.errors += result.errors + result.timeouts;
  tally.seconds += (performance.now() - started) / 1000;
  tally.cpuMicros += (await server.cpu()) - cpuBefore;
  if (PROFILE) {
    const name = `${server.label}-${endpoint.key}-${Date.now()}.cpuprofile`.replace(/[^\w.-]+/g, '_');
    await server.profile(join(PROFILE, name));
  }
}

async function get(url: string) {
  await (await fetch(url, { headers: HEADERS })).arrayBuffer();
}

const servers: Server[] = [];
try {
  servers.push(await startServer('current', root));
  if (BASELINE) servers.push(await startServer(`baseline ${BASELINE}`, baselineTree(BASELINE)));
  const db = new Database(servers[0]!.db, { readonly: true });
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const cities = db
    .prepare('SELECT name, latitude, longitude FROM cities ORDER BY zip_count DESC LIMIT 25')
    .all() as { name: string; latitude: number; longitude: number }[];
  const courses = (
    db.prepare('SELECT id FROM courses WHERE sells_tee_times = 1 ORDER BY id LIMIT 400').all() as {
      id: string;
    }[]
  ).map((r) => r.id);
  db.close();
  const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;
  const listPath = (c: { latitude: number; longitude: number }) =>
    `/api/v6/courses/location_list?lat=${c.latitude}&lon=${c.longitude}&date=${date}`;
  /** The list pages the load asks for: 25 cities × pages 1–3, two players. */
  const LISTS = cities.length * 3;
  const measuredList = (i: number) => `${listPath(pick(cities, i))}&qty=2&page=${1 + (i % 3)}`;
  const endpoints: Endpoint[] = [
    {
      key: 'list',
      name: 'GET /courses/location_list',
      path: (i) => measuredList(i),
    },
    {
      key: 'autocomplete',
      name: 'GET /search/autocomplete',
      path: (i) =>
        `/api/v6/search/autocomplete?q=${encodeURIComponent(pick(cities, i).name.slice(0, 3 + (i % 4)))}`,
    },
    {
      key: 'teetimes',
      name: 'GET /tee_times/at/{id}/tee_times',
      path: (i) => `/api/v6/tee_times/at/${pick(courses, i)}/tee_times?date=${date}&qty=2`,
    },
  ];
  // Warm-up: generate the day's tee times once, as the first visitors of a day would; then ask
  // for each list the load asks for (25 cities × pages 1–3), timing the first answer of each (not
  // remembered yet), and once more, so the load measures lists the server has answered before
  // (the first pass may still write, which empties the remembered answers).
  for (const s of servers) {
    const warm = performance.now();
    for (const c of cities) await get(s.url + listPath(c));
    for (const id of courses) await get(`${s.url}/api/v6/tee_times/at/${id}/tee_times?date=${date}`);
    const firstAnswers: number[] = [];
    for (let i = 0; i < LISTS; i++) {
      const t = performance.now();
      await get(s.url + measuredList(i));
      firstAnswers.push(performance.now() - t);
    }
    for (let i = 0; i < LISTS; i++) await get(s.url + measuredList(i));
    const median = percentile(
      firstAnswers.sort((a, b) => a - b),
      50,
    );
    console.log(
      `[bench] ${s.label} on ${s.url} (warm-up ${Math.round(performance.now() - warm)} ms; ` +
        `first answer of a list page, one at a time: median ${median.toFixed(1)} ms)`,
    );
  }
  console.log(
    `[bench] ${CLIENTS} concurrent clients, ${SECONDS} s per endpoint and server, ${ROUNDS} round(s)`,
  );
  const rows = [];
  for (const e of endpoints.filter((x) => !ONLY || ONLY.includes(x.key))) {
    const tallies = servers.map(() => ({ latencies: [], errors: 0, seconds: 0, cpuMicros: 0 }) as Tally);
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, s] of servers.entries()) await load(s, e, tallies[i]!);
    for (const [i, s] of servers.entries()) {
      const t = tallies[i]!;
      const sorted = [...t.latencies].sort((a, b) => a - b);
      rows.push({
        endpoint: e.name,
        server: s.label,
        requests: sorted.length,
        'req/s': Math.round(sorted.length / t.seconds),
        'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
        'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
        'CPU ms/req': Number((t.cpuMicros / 1000 / sorted.length).toFixed(2)),
        'non-200': t.errors,
      });
    }
  }
  console.table(rows);
} finally {
  for (const s of servers) s.child.send('stop');
  await new Promise((r) => setTimeout(r, 500));
  for (const s of servers) s.child.kill();
  rmSync(work, { recursive: true, force: true });
}
