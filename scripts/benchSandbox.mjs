// The real sandbox API for the browser benches: in this process (tsx compiles the server), on a
// free loopback port, over a temporary database with the full seed (BENCH_DB reuses a file).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { startApiServer } = await import('../host-demo/server/main.ts');

/** Starts the sandbox, allowing `origins` to call it (CORS, with credentials) as partner pages. */
export async function startSandbox(origins) {
  process.env.TEETIME_PARTNER_ORIGINS = origins.join(',');
  const dir = process.env.BENCH_DB ? null : mkdtempSync(join(tmpdir(), 'teetime-bench-db-'));
  const api = await startApiServer({
    dbFile: process.env.BENCH_DB ?? join(dir, 'bench.sqlite'),
    size: 'full',
  });
  return {
    url: api.url,
    db: api.deps.db,
    close: async () => {
      await api.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
