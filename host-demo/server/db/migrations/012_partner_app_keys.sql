-- Partner app keys (issue 13, spec 02 brands): besides the sandbox's own `demo-<brandId>` keys,
-- each brand has the keys the marketplace issued to its partner sites. A key belongs to one
-- brand; a revoked key is refused (403) rather than unknown (401). Demo rows come from the brand
-- configuration in seed/brandAppKeys.ts.

CREATE TABLE brand_app_keys (
  app_key TEXT PRIMARY KEY CHECK (length(app_key) BETWEEN 16 AND 128),
  brand_id TEXT NOT NULL,
  partner TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX brand_app_keys_brand ON brand_app_keys(brand_id);
