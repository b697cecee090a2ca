// Embedded PostgreSQL: PGlite on disk, served on a unix socket by pglite-socket so that the app talks
// to it with the same driver, SQL and error codes as to a PostgreSQL server.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  socketPath: string;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: a second process opening the same folder corrupts it. A pid file guards
 * the folder; one left by a process that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'cooldraft.lock');
  try {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`${dataDir} is in use by another Cooldraft process (pid ${holder}); stop it first or choose another DATA_DIR`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

/** dataDir: a folder for the database files, or null for a throwaway in-memory database. */
export async function startEmbeddedPostgres(dataDir: string | null, socketDir: string): Promise<EmbeddedPostgres> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  fs.mkdirSync(socketDir, { recursive: true });
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  fs.rmSync(socketPath, { force: true }); // left behind by a process that was killed
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  let stopped = false;
  return {
    socketPath,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close(); // flushes to disk: a restart finds every row
      fs.rmSync(socketPath, { force: true });
      unlock();
    },
  };
}
