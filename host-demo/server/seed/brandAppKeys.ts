import type Database from 'better-sqlite3';

/** One key the marketplace issued to a partner site of a brand. */
export interface IssuedAppKey {
  key: string;
  /** Who the key was issued to (a partner site). */
  partner: string;
  issuedAt: string;
  /** Set when the marketplace withdrew the key: calls with it answer 403. */
  revokedAt?: string;
}

/**
 * The brands' issued app keys (the sandbox's brand configuration; docs/brands.md "App keys").
 * `demo-<brandId>` stays valid for every brand besides these. Sandbox keys only: a real
 * marketplace issues its own and never publishes them in source.
 */
export const ISSUED_APP_KEYS: Readonly<Record<string, readonly IssuedAppKey[]>> = {
  teetime: [{ key: 'pk_teetime_main_site_5d2e8a41c7', partner: 'Teetime main site', issuedAt: '2026-01-05' }],
  'cedar-ridge': [
    { key: 'pk_cedar-ridge_club_9f3b61e0a4', partner: 'cedarridgegolf.example', issuedAt: '2026-02-10' },
    {
      key: 'pk_cedar-ridge_old_1a7c4d2b90',
      partner: 'cedarridgegolf.example (2025 site)',
      issuedAt: '2025-03-01',
      revokedAt: '2026-02-10',
    },
  ],
  lakeside: [{ key: 'pk_lakeside_web_3e8f0b5c62', partner: 'lakesidegolf.example', issuedAt: '2026-02-14' }],
  'coastal-fairways': [
    { key: 'pk_coastal-fairways_web_7b2d9e4f13', partner: 'coastalfairways.example', issuedAt: '2026-03-02' },
  ],
  'desert-springs': [
    { key: 'pk_desert-springs_web_0c6a3f8e57', partner: 'desertsprings.example', issuedAt: '2026-03-20' },
  ],
  'maple-hollow': [
    { key: 'pk_maple-hollow_web_4d1e7b9a28', partner: 'maplehollow.example', issuedAt: '2026-04-08' },
  ],
  'northern-links': [
    { key: 'pk_northern-links_web_8a5c2e6d31', partner: 'northernlinks.example', issuedAt: '2026-04-21' },
  ],
};

/** Writes the issued keys into `brand_app_keys` (again on a database seeded before migration 012). */
export function seedBrandAppKeys(db: Database.Database): number {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO brand_app_keys (app_key, brand_id, partner, issued_at, revoked_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  let n = 0;
  db.transaction(() => {
    for (const [brandId, keys] of Object.entries(ISSUED_APP_KEYS))
      for (const k of keys)
        n += insert.run(k.key, brandId, k.partner, k.issuedAt, k.revokedAt ?? null).changes;
  })();
  return n;
}
