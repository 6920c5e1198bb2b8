import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import { newId } from './tokens';

/** Where avatars are served (no app key: an `<img>` cannot send headers). */
export const AVATAR_MEDIA_PATH = '/media/avatars';

const SIGNATURES: { type: string; ext: string; matches: (b: Uint8Array) => boolean }[] = [
  {
    type: 'image/png',
    ext: 'png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  },
  { type: 'image/jpeg', ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    ext: 'gif',
    matches: (b) => ascii(b, 0, 4) === 'GIF8' && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61,
  },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The picture's type from its first bytes (what it claims to be does not count), or null. */
export function sniffImage(bytes: Uint8Array): { type: string; ext: string } | null {
  return SIGNATURES.find((s) => s.matches(bytes)) ?? null;
}

/**
 * Stores a PNG, JPEG, GIF or WebP as the user's avatar (422 for anything else, SVG included:
 * it can carry scripts) and answers its new URL path; each upload gets a new URL.
 */
export function saveAvatar(db: Database.Database, userId: string, bytes: Uint8Array, now: Date): string {
  const image = sniffImage(bytes);
  if (bytes.length === 0 || !image)
    throw new HttpError(422, 'The avatar must be a PNG, JPEG, GIF or WebP picture.', {
      validation_errors: { avatar: ['must be a PNG, JPEG, GIF or WebP picture'] },
    });
  const id = newId('av');
  const path = `${AVATAR_MEDIA_PATH}/${id}.${image.ext}`;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO user_avatars (user_id, id, content_type, data, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET id = excluded.id, content_type = excluded.content_type,
         data = excluded.data, created_at = excluded.created_at`,
    ).run(userId, id, image.type, Buffer.from(bytes), now.toISOString());
    db.prepare('UPDATE users SET avatar_url = ? WHERE id = ?').run(path, userId);
  })();
  return path;
}

/** An avatar by the file name of its URL (`av_….png`), or null. */
export function findAvatar(
  db: Database.Database,
  file: string,
): { content_type: string; data: Buffer } | null {
  const id = file.replace(/\.(png|jpg|gif|webp)$/, '');
  if (id.length > 80) return null;
  return (
    (db.prepare('SELECT content_type, data FROM user_avatars WHERE id = ?').get(id) as
      { content_type: string; data: Buffer } | undefined) ?? null
  );
}
