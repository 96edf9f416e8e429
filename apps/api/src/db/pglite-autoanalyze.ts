import type { PGlite } from '@electric-sql/pglite';

/** Autovacuum's defaults: a table is analyzed again after 50 rows plus a tenth of it changed. */
const THRESHOLD_ROWS = 50;
const SCALE_FACTOR = 0.1;
/** How long writes must pause before the check: a bulk write ends first. */
const DEFAULT_IDLE_MS = 1_000;

/**
 * PostgreSQL's autovacuum keeps the planner's statistics of each table fresh: a table that changed by
 * 50 rows plus a tenth of its size is analyzed again. PGlite has no autovacuum (one process, no
 * background workers) and does not even publish its change counts until asked. A table that grew by
 * bulk writes (codes generated a thousand at a time, an import) kept the statistics of when it was
 * small, and the planner chose plans for a few dozen rows: a search among 20,000 discount codes read
 * them all, where the sorted index gives the first page in a third of the time.
 *
 * Once writes have paused for `idleMs`, this publishes the counts and analyzes every table past
 * autovacuum's threshold. `noteWrite` is called for each statement that may write.
 */
export function startAutoAnalyze(pg: PGlite, { idleMs = DEFAULT_IDLE_MS } = {}) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const analyzeStale = async () => {
    timer = undefined;
    if (stopped) return;
    // Publishes the counts of the statements run so far, at the end of this one.
    await pg.query('SELECT pg_stat_force_next_flush()');
    const { rows } = await pg.query<{ name: string }>(
      `SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS name
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.n_mod_since_analyze > $1 + $2 * GREATEST(c.reltuples, 0)`,
      [THRESHOLD_ROWS, SCALE_FACTOR],
    );
    for (const { name } of rows) {
      if (stopped) return;
      await pg.exec(`ANALYZE ${name}`);
    }
  };

  return {
    noteWrite() {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        // A failure (the database closing meanwhile) leaves the statistics as they were: the next
        // writes try again.
        analyzeStale().catch(() => undefined);
      }, idleMs);
      timer.unref?.();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** Whether a statement may write: anything but a plain SELECT (a WITH may hold an INSERT). */
export const mayWrite = (sql: string) => !/^\s*select\b/i.test(sql);
