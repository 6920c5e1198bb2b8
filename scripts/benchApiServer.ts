/**
 * One sandbox API for `npm run bench:api`, in a process of its own (forked with an IPC channel):
 * `benchApiServer.ts <tree> <dbFile>` starts `<tree>/host-demo/server/main.ts` on a free loopback
 * port over that database (full seed), sends `{ url }`, then answers `'cpu'` with the
 * process's CPU time (µs, user + system) until it is told `'stop'`. `{ profile: true }` starts a
 * V8 CPU profile, `{ profile: '<file>' }` stops it and writes it there (answering `{}` each time).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [tree = process.cwd(), dbFile = ''] = process.argv.slice(2);
const main = (await import(pathToFileURL(join(tree, 'host-demo/server/main.ts')).href)) as {
  startApiServer: (o: { port: number; hostname: string; dbFile: string; size: 'full' }) => Promise<{
    url: string;
    close: () => Promise<void>;
  }>;
};
const api = await main.startApiServer({ port: 0, hostname: '127.0.0.1', dbFile, size: 'full' });
const send = (message: unknown) => process.send?.(message);
let inspector: Session | undefined;

async function profile(to: true | string) {
  if (to === true) {
    inspector = new Session();
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  } else if (inspector) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(to, JSON.stringify(profile));
    inspector.disconnect();
    inspector = undefined;
  }
  send({});
}

process.on('message', (message) => {
  if (typeof message === 'object' && message && 'profile' in message) {
    void profile((message as { profile: true | string }).profile);
  } else if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ cpu: user + system });
  } else if (message === 'stop') {
    void api.close().then(() => process.exit(0));
  }
});
send({ url: api.url });
