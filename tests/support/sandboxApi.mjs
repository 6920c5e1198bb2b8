// The real sandbox marketplace API (host-demo/server), in-process in the test runner, for
// browser tests of the widgets: /sandbox/<scenario>/api/... answers from its own freshly
// seeded in-memory database (the small "test" seed), so test files running in parallel
// pages never share bookings. The clock is pinned (TEETIME_NOW, else a fixed evening in UTC) and
// the test pages get the same instant (web-test-runner.config.mjs), so widgets and server agree
// on "today" at any hour the suite runs.
import { register } from 'tsx/esm/api';

register();
const { makeTestApp } = await import('../../host-demo/server/testing/makeApp.ts');
const { testNow } = await import('../../host-demo/server/testing/testNow.ts');

const now = testNow();
const apps = new Map();
// The test pages' origin is a partner origin (the API answers at http://sandbox.test), except in
// scenarios named `foreign-…`: there a page is on an origin the API does not allow (403).
const appFor = (scenario, pageOrigin) => {
  if (!apps.has(scenario)) {
    const partnerOrigins = scenario.startsWith('foreign-') ? [] : [pageOrigin];
    apps.set(scenario, makeTestApp({ clock: () => new Date(now), config: { partnerOrigins } }).app);
  }
  return apps.get(scenario);
};

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export function sandboxApi() {
  return async (ctx, next) => {
    const match = /^\/sandbox\/([\w-]+)(\/api\/.*)$/.exec(ctx.path);
    if (!match) return next();
    const [, scenario, path] = match;
    const headers = new Headers();
    for (const [k, v] of Object.entries(ctx.request.headers)) if (typeof v === 'string') headers.set(k, v);
    const hasBody = !['GET', 'HEAD'].includes(ctx.method);
    const url = `http://sandbox.test${path}${ctx.querystring ? `?${ctx.querystring}` : ''}`;
    const res = await appFor(scenario, ctx.origin).fetch(
      new Request(url, { method: ctx.method, headers, body: hasBody ? await readBody(ctx.req) : undefined }),
    );
    ctx.status = res.status;
    res.headers.forEach((value, key) => ctx.set(key, value));
    ctx.body = Buffer.from(await res.arrayBuffer());
  };
}
