/**
 * `npm run bench:api`: starts the sandbox API on a free loopback port over a temporary
 * database (full seed), fires bounded concurrent load at the location list, autocomplete
 * and tee times, prints requests/s and p50/p99 latency per endpoint, then stops.
 * BENCH_CLIENTS (default 20) and BENCH_SECONDS (default 5) tune the load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer } from '../host-demo/server/main';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HEADERS = { 'X-Api-Key': 'demo-teetime' };

interface Endpoint {
  name: string;
  path: (i: number) => string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(base: string, endpoint: Endpoint) {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const res = await fetch(base + endpoint.path(counter++), { headers: HEADERS });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 200) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    endpoint: endpoint.name,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    'non-200': errors,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'teetime-bench-'));
const api = await startApiServer({
  port: 0,
  hostname: '127.0.0.1',
  dbFile: join(dir, 'bench.sqlite'),
  size: 'full',
});
try {
  const db = api.deps.db;
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const cities = db
    .prepare('SELECT name, latitude, longitude FROM cities ORDER BY zip_count DESC LIMIT 25')
    .all() as { name: string; latitude: number; longitude: number }[];
  const courses = (
    db.prepare('SELECT id FROM courses WHERE sells_tee_times = 1 ORDER BY id LIMIT 400').all() as {
      id: string;
    }[]
  ).map((r) => r.id);
  const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;
  const endpoints: Endpoint[] = [
    {
      name: 'GET /courses/location_list',
      path: (i) => {
        const c = pick(cities, i);
        return `/api/v6/courses/location_list?lat=${c.latitude}&lon=${c.longitude}&date=${date}&qty=2&page=${1 + (i % 3)}`;
      },
    },
    {
      name: 'GET /search/autocomplete',
      path: (i) =>
        `/api/v6/search/autocomplete?q=${encodeURIComponent(pick(cities, i).name.slice(0, 3 + (i % 4)))}`,
    },
    {
      name: 'GET /tee_times/at/{id}/tee_times',
      path: (i) => `/api/v6/tee_times/at/${pick(courses, i)}/tee_times?date=${date}&qty=2`,
    },
  ];
  // Warm-up: generate the day's tee times once, as the first visitors of a day would.
  const warm = performance.now();
  for (const c of cities)
    await (
      await fetch(
        `${api.url}/api/v6/courses/location_list?lat=${c.latitude}&lon=${c.longitude}&date=${date}`,
        { headers: HEADERS },
      )
    ).arrayBuffer();
  for (const id of courses)
    await (
      await fetch(`${api.url}/api/v6/tee_times/at/${id}/tee_times?date=${date}`, { headers: HEADERS })
    ).arrayBuffer();
  console.log(
    `[bench] ${api.url}: ${CLIENTS} concurrent clients, ${SECONDS} s per endpoint (warm-up ${Math.round(performance.now() - warm)} ms)`,
  );
  const results = [];
  for (const e of endpoints) results.push(await run(api.url, e));
  console.table(results);
} finally {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
}
