// Prints the SQL that creates better-auth's tables, from its own schema, against a fresh PGlite.
// Used once to write db/migrations/0002_auth.sql; rerun after upgrading better-auth to see what changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getMigrations } from 'better-auth/db/migration';
import { connectDatabase } from '../src/lib/server/db.ts';
import { startEmbeddedPostgres } from '../src/lib/server/embedded-db.ts';
import { authOptions } from '../src/lib/server/auth.ts';
import { loadConfig } from '../src/lib/server/config.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-schema-'));
const embedded = await startEmbeddedPostgres(null, dir);
const sql = connectDatabase({ socketPath: embedded.socketPath });
const result = loadConfig({ AUTH_SECRET: 'x'.repeat(32) });
if (!result.ok) throw new Error(result.errors.join(' '));
const { compileMigrations } = await getMigrations(authOptions(sql, result.config));
console.log(await compileMigrations());
await sql.end();
await embedded.stop();
fs.rmSync(dir, { recursive: true, force: true });
