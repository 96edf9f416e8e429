export interface TestServer {
  pid: number;
  baseUrl: string;
  accountsUrl: string;
  dataDir: string;
  /** What this server process has printed on stdout so far ('' with `log`: it went to the terminal). */
  output(): string;
  /** Stop it (SIGTERM) and remove its data folder unless it was given as `dataDir`. */
  stop(): Promise<void>;
  /** kill -9 by PID; the data folder stays, for `startServer({ dataDir })`. */
  crash(): Promise<void>;
}
export declare function startServer(options?: {
  log?: boolean;
  databaseUrl?: string;
  dataDir?: string;
  /** A folder from `seedDataFolder()`: the server starts on a copy of it, without seeding. */
  seededFrom?: string;
  /** How long it may take to answer (default TEST_SERVER_START_TIMEOUT_MS, else 60 s). */
  startTimeoutMs?: number;
  /** Settings of this server's own, over the test defaults (e.g. APP_STORE_WIDGET_URL). */
  env?: Record<string, string>;
}): Promise<TestServer>;
/** A data folder with the demo seed, for `startServer({ seededFrom })`; the caller removes it. */
export declare function seedDataFolder(options?: { startTimeoutMs?: number }): Promise<string>;
