import type { Config } from '../config';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** node-postgres when a connection string is given, embedded PGlite otherwise. */
export function openDb(
  options: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>,
): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databasePoolSize)
    : openPglite(options.dataDir);
}

/** Open the configured database and bring its schema up to date. */
export async function openMigrated(config: Parameters<typeof openDb>[0]): Promise<Db> {
  const db = await openDb(config);
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
