import { rmSync } from 'node:fs';
import { DEFAULT_DB_FILE, prepareDatabase } from './main';

/**
 * Deletes the demo database (and its WAL files) and creates it again, migrated
 * and seeded: `npm run db:reset`. Stop the server first. `DB_FILE` picks another file.
 */
const file = process.env.DB_FILE ?? DEFAULT_DB_FILE;
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
const db = prepareDatabase(file, { log: console.log });
db.close();
console.log(`[api] demo database reset: ${file}`);
