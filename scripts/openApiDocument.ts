/**
 * The sandbox's OpenAPI document, built without a server or a seeded database: creating the app
 * registers every route's description (describeRoute), then buildOpenApi() assembles them.
 *
 *   tsx scripts/openApiDocument.ts [file]   writes the document as JSON (default: stdout)
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createApp } from '../host-demo/server/app';
import { openDatabase } from '../host-demo/server/db/connection';
import { migrate } from '../host-demo/server/db/migrate';
import { createConfig } from '../host-demo/server/deps';
import { buildOpenApi } from '../host-demo/server/http/openapi';

/** The document every route of a fresh app describes. */
export function openApiDocument(): Record<string, unknown> {
  const db = openDatabase(':memory:');
  try {
    migrate(db);
    createApp({ db, config: createConfig(), clock: () => new Date('2026-06-15T13:00:00Z') });
    return buildOpenApi();
  } finally {
    db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) writeFileSync(file, text);
  else process.stdout.write(text);
}
