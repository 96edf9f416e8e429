export interface TestServer {
  pid: number;
  baseUrl: string;
  accountsUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}
export declare function startServer(options?: {
  log?: boolean;
  databaseUrl?: string;
}): Promise<TestServer>;
