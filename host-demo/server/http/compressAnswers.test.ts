import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { listen } from '../main';
import { makeTestApp } from '../testing/makeApp';
import { chooseEncoding } from './compressAnswers';

const LIST = '/api/v6/courses/location_list?lat=40.75&lon=-73.99&date=2026-06-16&qty=2';
const KEY = { 'X-Api-Key': 'demo-teetime' };

const decode = (encoding: string | null, bytes: Buffer): string =>
  (encoding === 'br'
    ? brotliDecompressSync(bytes)
    : encoding === 'gzip'
      ? gunzipSync(bytes)
      : bytes
  ).toString();

/** A GET over real HTTP with node:http, which (unlike fetch) shows the bytes as they came. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, and sends nothing compressed to a client that does not ask', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
  });
});

describe('the API compresses its text answers', () => {
  const { app } = makeTestApp();

  it('JSON, a JSON error, the OpenAPI document and SVG media: brotli or gzip as asked, the same content', async () => {
    const plain = await (await app.request(LIST, { headers: KEY })).text();
    for (const [path, type] of [
      [LIST, 'application/json'],
      ['/api/v6/courses/location_list?lat=north&lon=west&date=soon&qty=many', 'application/json'], // 422
      ['/api/openapi.json', 'application/json'],
      ['/media/courses/1.svg', 'image/svg+xml'],
    ] as const) {
      for (const encoding of ['br', 'gzip']) {
        const res = await app.request(path, { headers: { ...KEY, 'Accept-Encoding': encoding } });
        expect(res.headers.get('content-type'), path).toContain(type);
        expect(res.headers.get('content-encoding'), `${path} ${encoding}`).toBe(encoding);
        expect(res.headers.get('vary'), path).toMatch(/Accept-Encoding/);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(res.headers.get('content-length')).toBe(String(bytes.length));
        const text = decode(encoding, bytes);
        if (path === LIST) expect(text).toBe(plain);
        else expect(text.length).toBeGreaterThan(bytes.length);
      }
    }
  });

  it('a client that does not ask gets the bytes as they are, still marked Vary: Accept-Encoding', async () => {
    for (const headers of [KEY, { ...KEY, 'Accept-Encoding': 'identity' }]) {
      const res = await app.request(LIST, { headers });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(JSON.parse(await res.text()).location_results.length).toBeGreaterThan(0);
    }
  });

  it('an answer too short to gain (under 200 bytes) goes as it is, with Vary', async () => {
    const res = await app.request('/api/v6/nowhere', { headers: { ...KEY, 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect((await res.json()).status_code).toBe(404);
  });

  it('a preflight is not compressed', async () => {
    const preflight = await app.request(LIST, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8081',
        'Access-Control-Request-Method': 'GET',
        'Accept-Encoding': 'br',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('content-encoding')).toBeNull();
  });
});

describe('over real HTTP', () => {
  const { app } = makeTestApp();
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const { server, port } = await listen((req) => app.fetch(req), 0);
    base = `http://127.0.0.1:${port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('sends the compressed bytes with their exact length, and plain bytes to a client that does not ask', async () => {
    const br = await rawGet(base + LIST, { ...KEY, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    const plain = await rawGet(base + LIST, KEY);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decode('br', br.body)).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });
});
