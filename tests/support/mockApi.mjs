// A stand-in marketplace API for the runtime's browser tests (the real sandbox API is
// exercised by the widget journeys). Each test uses its own base path
// /mock/<scenario>/api so tests running in parallel pages never share state.
const scenarios = new Map();

const state = (id) => {
  if (!scenarios.has(id)) scenarios.set(id, { maintenance: false, calls: [] });
  return scenarios.get(id);
};

const json = (ctx, status, body) => {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(body);
};

export function mockApi() {
  return async (ctx, next) => {
    const match = /^\/mock\/([\w-]+)\/api\/(.*)$/.exec(ctx.path);
    if (!match) return next();
    const [, id, path] = match;
    const s = state(id);
    const method = ctx.method;
    if (!path.startsWith('__'))
      s.calls.push({
        method,
        path,
        query: ctx.querystring,
        appKey: ctx.get('x-api-key'),
        userToken: ctx.get('x-api-user-token'),
        session: ctx.get('x-api-session'),
      });
    if (path === '__control' && method === 'POST') {
      const body = await new Promise((resolve) => {
        let raw = '';
        ctx.req.on('data', (c) => (raw += c));
        ctx.req.on('end', () => resolve(raw ? JSON.parse(raw) : {}));
      });
      Object.assign(s, body);
      return json(ctx, 200, { ok: true });
    }
    if (path === '__calls') return json(ctx, 200, s.calls);
    if (s.maintenance && path !== '__calls') return json(ctx, 503, { error: 'Under maintenance' });
    if (path === 'v6/users/session' && method === 'POST')
      return json(ctx, 200, { api_session_token: `session-${id}` });
    if (path === 'v6/users' && method === 'GET') {
      if (ctx.get('x-api-user-token') !== 'good-token')
        return json(ctx, 401, { error: 'Invalid user token' });
      return json(ctx, 200, {
        id: 'u-1',
        first_name: 'Ada',
        last_name: 'Golfer',
        email: 'ada@example.com',
        address_country_iso2: 'US',
        address_zipcode: '10001',
      });
    }
    if (path === 'v6/users/sign-in' && method === 'POST')
      return json(ctx, 200, {
        user: { id: 'u-1', email: 'ada@example.com', first_name: 'Ada' },
        user_token: 'good-token',
      });
    if (path === 'v6/users/sign-out' && method === 'POST') return json(ctx, 200, {});
    if (path === 'v6/status/site') return json(ctx, 200, { network_membership_enabled: true });
    if (path === 'v6/feedbacks' && method === 'POST') return json(ctx, 201, { ok: true });
    return json(ctx, 404, { error: `No mock for ${method} ${path}` });
  };
}
