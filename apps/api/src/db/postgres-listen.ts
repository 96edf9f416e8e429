import pg from 'pg';
import type { ChannelListener } from './db';

/** The first pause before listening again after a failure; it doubles up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 100;
const MAX_PAUSE_MS = 5000;

export interface Listening {
  /** See Db.settle. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * LISTEN on a connection of its own: PostgreSQL delivers a notification only to the session that
 * listens, and a pooled connection goes back to the pool. When that connection fails, the listener
 * hears `lost`, and it connects again (after a pause that grows) until it listens again. It never
 * throws: at the start too, it keeps trying while the listener goes without.
 */
export async function listenOn(
  connectionString: string,
  channel: string,
  listener: ChannelListener,
): Promise<Listening> {
  // Named, so pg_stat_activity tells it from the pool's connections.
  const applicationName = `listen ${channel}`;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = FIRST_PAUSE_MS;

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: applicationName });
    next.on('notification', (n) => {
      if (n.channel === channel) listener.message(n.payload ?? '');
    });
    // 'end' follows every failure; an 'error' nobody handles would end the process.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      listener.lost();
      again();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await next.end());
    client = next;
    pause = FIRST_PAUSE_MS;
    listener.listening();
  };
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => {
        pause = Math.min(pause * 2, MAX_PAUSE_MS);
        again();
      });
    }, pause);
    retry.unref();
  };
  await connect().catch(again);

  return {
    // A committing session signals the listening sessions before its COMMIT returns, and a session
    // sends the notifications it was signalled before it answers its next statement. So once this
    // statement is answered, every notification committed before it has reached the listener.
    settle: async () => {
      await client?.query('SELECT 1').catch(() => undefined);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
