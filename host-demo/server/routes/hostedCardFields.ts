import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { checkAppKey } from '../http/brandIds';
import { HttpError } from '../http/HttpError';
import { CARD_FIELDS_CSS, cardFieldsPage, cardFieldsPolicy } from '../hosted/cardFieldsPage';
import { WALLETS_CSS, walletsPage, walletsPolicy } from '../hosted/walletsPage';

const BASE = '/api/hosted';
const tags = ['credit cards'];
const pageQuery = v.object({
  origin: v.pipe(v.string(), v.description('The origin of the page that embeds the checkout')),
  key: v.pipe(v.string(), v.description("The app key (demo-<brandId> or a partner's issued key)")),
  zip: v.optional(
    v.pipe(v.picklist(['1']), v.description('1: the zip code joins the card row (the checkout asks for it)')),
  ),
});
const SCRIPT = fileURLToPath(new URL('../../../dist/hosted/card-fields.js', import.meta.url));
const WALLETS_SCRIPT = fileURLToPath(new URL('../../../dist/hosted/wallets.js', import.meta.url));

/** A page origin the frame may talk to: exactly `http(s)://host[:port]`. */
export function parentOriginOf(value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/**
 * The hosted card fields (no app key: a frame cannot send headers). `GET /api/hosted/card-fields
 * ?origin=<the checkout page's origin>&key=<app key>` answers the page; its stylesheet and
 * script sit beside it.
 */
export function hostedCardFieldsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const sent = (c: { header: (k: string, v: string) => void }) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  };
  /** A frame page's embedding origin and app key, both checked (`what` it embeds, for the message). */
  const framedBy = (c: Context<AppEnv>, what: string) => {
    const origin = parentOriginOf(c.req.query('origin'));
    if (!origin)
      throw new HttpError(400, `Give the origin of the page that embeds ${what}, e.g. https://example.com.`);
    const key = c.req.query('key') ?? '';
    const checked = checkAppKey(deps.db, key);
    if (!checked.ok) throw new HttpError(checked.status, checked.message);
    sent(c);
    return { origin, key };
  };
  /** A built frame script from dist/hosted, or 404 until `npm run build` made it. */
  const builtScript = (c: Context<AppEnv>, file: string, what: string) => {
    if (!existsSync(file)) throw new HttpError(404, `${what} are not built yet: run npm run build.`);
    sent(c);
    return c.body(readFileSync(file, 'utf8'), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  };

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/card-fields',
      summary:
        'The hosted card fields page (HTML, for a frame; no app key header): card number, expiry and CVV (and the zip code with zip=1) on the marketplace origin',
      tags,
      query: pageQuery,
      responses: {
        200: {
          description:
            'The card fields page, with its own Content-Security-Policy (frame-ancestors <origin>)',
          mediaType: 'text/html',
        },
        400: 'Origin missing or not http(s)://host[:port]',
        401: 'Missing or unknown app key',
        403: 'Revoked app key',
      },
      check: {},
    },
    (c) => {
      const { origin, key } = framedBy(c, 'the card fields');
      c.header('Content-Security-Policy', cardFieldsPolicy(origin));
      return c.html(cardFieldsPage(origin, key, c.req.query('zip') === '1'));
    },
  );

  route(
    {
      method: 'get',
      path: '/card-fields.css',
      summary: "The hosted card fields' stylesheet",
      tags,
      responses: { 200: { description: "The card fields' styles", mediaType: 'text/css' } },
    },
    (c) => {
      sent(c);
      return c.body(CARD_FIELDS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
    },
  );

  route(
    {
      method: 'get',
      path: '/card-fields.js',
      summary: "The hosted card fields' script (dist/hosted/card-fields.js)",
      tags,
      responses: {
        200: { description: "The card fields' script", mediaType: 'text/javascript' },
        404: 'Not built yet',
      },
    },
    (c) => builtScript(c, SCRIPT, 'The card fields'),
  );

  route(
    {
      method: 'get',
      path: '/wallets',
      summary:
        'The hosted wallet buttons page (HTML, for a frame with allow="payment"; no app key header): Apple Pay and Google Pay through the browser\'s Payment Request API, on the marketplace origin',
      tags,
      query: v.object({ origin: pageQuery.entries.origin, key: pageQuery.entries.key }),
      responses: {
        200: {
          description:
            "The wallet buttons page, with its own Content-Security-Policy (the wallets' manifests in connect-src, frame-ancestors <origin>)",
          mediaType: 'text/html',
        },
        400: 'Origin missing or not http(s)://host[:port]',
        401: 'Missing or unknown app key',
        403: 'Revoked app key',
      },
      check: {},
    },
    (c) => {
      const { origin } = framedBy(c, 'the wallets');
      c.header('Content-Security-Policy', walletsPolicy(origin));
      return c.html(walletsPage(origin));
    },
  );

  route(
    {
      method: 'get',
      path: '/wallets.css',
      summary: "The hosted wallet buttons' stylesheet",
      tags,
      responses: { 200: { description: "The wallet buttons' styles", mediaType: 'text/css' } },
    },
    (c) => {
      sent(c);
      return c.body(WALLETS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
    },
  );

  route(
    {
      method: 'get',
      path: '/wallets.js',
      summary: "The hosted wallet buttons' script (dist/hosted/wallets.js)",
      tags,
      responses: {
        200: { description: "The wallet buttons' script", mediaType: 'text/javascript' },
        404: 'Not built yet',
      },
    },
    (c) => builtScript(c, WALLETS_SCRIPT, 'The wallet buttons'),
  );

  return router;
}
