import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { setAnswerHeader } from './responseHeaders';

export type Encoding = 'br' | 'gzip';

/** Answers shorter than this go as they are: compressed they would be no smaller. */
export const COMPRESS_THRESHOLD = 200;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding to send for an `Accept-Encoding`: brotli when the client takes it, else gzip, else
 * none (also without the header: a client that does not ask gets the bytes as they are).
 */
export function chooseEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (e: Encoding) => q.get(e) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

export interface CompressOptions {
  /**
   * Brotli quality, 0–11. Static files (whose compressed bytes are kept, `cache`) can take the
   * slow best; API answers, made per request, take a fast middle one.
   */
  brotliQuality?: number;
  /** Keep the compressed bytes of the last answers by content (static files that repeat). */
  cache?: boolean;
}

const CACHE_ENTRIES = 256;

/**
 * Compresses every text answer (HTML, JS, CSS, JSON, SVG, Markdown…: hono's list of compressible
 * types) with brotli or gzip, as the request's Accept-Encoding allows, and marks every such
 * answer `Vary: Accept-Encoding` so a cache keeps one copy per encoding. Not compressed: a HEAD,
 * a 204/206/304, an answer that already has an encoding, one under COMPRESS_THRESHOLD bytes, a
 * stream of events, and `Cache-Control: no-transform`. The body is read whole (every answer of
 * these servers is a file or a built string), so Content-Length stays exact.
 */
export function compressAnswers(options: CompressOptions = {}): MiddlewareHandler {
  const quality = options.brotliQuality ?? 5;
  const cache = options.cache ? new Map<string, Uint8Array<ArrayBuffer>>() : null;
  const compress = async (bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> => {
    const key = cache ? `${encoding}:${createHash('sha1').update(bytes).digest('base64')}` : '';
    const kept = cache?.get(key);
    if (kept) return kept;
    const out =
      encoding === 'br'
        ? await brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            },
          })
        : await gzipped(bytes, { level: 6 });
    if (cache) {
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, out);
    }
    return out;
  };

  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
      setAnswerHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      [204, 206, 304].includes(res.status) ||
      res.headers.has('Content-Encoding') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (length < COMPRESS_THRESHOLD) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (bytes.byteLength < COMPRESS_THRESHOLD) {
      c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const body = await compress(bytes, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    // Replaced whole (c.res = … would copy the old answer's headers back over these).
    c.res = undefined as unknown as Response;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
