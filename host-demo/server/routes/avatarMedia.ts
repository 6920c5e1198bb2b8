import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { findAvatar } from '../services/avatars';

/** Uploaded avatars at `/media/avatars/{id}.{ext}` (no app key: `<img>` sends no headers). */
export function avatarMediaRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  router.get('/:file', (c) => {
    const avatar = findAvatar(deps.db, c.req.param('file'));
    if (!avatar) return c.json({ error: 'Not found', message: 'Not found', status_code: 404 }, 404);
    return c.body(new Uint8Array(avatar.data), 200, {
      'Content-Type': avatar.content_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
    });
  });
  return router;
}
