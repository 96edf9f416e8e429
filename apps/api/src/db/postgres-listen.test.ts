// LISTEN on a connection of its own, against a real server: what is heard and when, and what happens
// when the server ends that connection. Only on PostgreSQL (TEST_DATABASE_URL); PGlite is one session.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelListener } from './db';
import { listenOn } from './postgres-listen';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('listenOn on PostgreSQL', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(() => admin.end());

  /** A channel of this test alone (test files share the server), and what its listener heard. */
  const heard = () => {
    const channel = `test_${randomBytes(4).toString('hex')}`;
    const events: string[] = [];
    const listener: ChannelListener = {
      message: (payload) => events.push(`message ${payload}`),
      listening: () => events.push('listening'),
      lost: () => events.push('lost'),
    };
    return { channel, events, listener };
  };

  it('hears a notification once its transaction commits, by the time settle() resolves', async () => {
    const { channel, events, listener } = heard();
    const listening = await listenOn(serverUrl!, channel, listener);
    try {
      expect(events).toEqual(['listening']);
      await admin.query(`SELECT pg_notify('${channel}', 'a')`);
      await listening.settle();
      expect(events).toEqual(['listening', 'message a']);

      await admin.query('BEGIN');
      await admin.query(`SELECT pg_notify('${channel}', 'b')`);
      await listening.settle();
      expect(events).toEqual(['listening', 'message a']);
      await admin.query('COMMIT');
      await listening.settle();
      expect(events).toEqual(['listening', 'message a', 'message b']);
    } finally {
      await listening.stop();
    }
  });

  it('says when its connection is lost, listens again by itself, and hears again', async () => {
    const { channel, events, listener } = heard();
    const listening = await listenOn(serverUrl!, channel, listener);
    try {
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`listen ${channel}`],
      );
      expect(ended.rowCount).toBe(1);
      await vi.waitFor(() => expect(events).toEqual(['listening', 'lost', 'listening']), {
        timeout: 5000,
        interval: 20,
      });
      await admin.query(`SELECT pg_notify('${channel}', 'c')`);
      await listening.settle();
      expect(events.at(-1)).toBe('message c');
    } finally {
      await listening.stop();
    }
  });

  it('is silent once stopped: no "lost" for its own goodbye', async () => {
    const { channel, events, listener } = heard();
    const listening = await listenOn(serverUrl!, channel, listener);
    await listening.stop();
    await admin.query(`SELECT pg_notify('${channel}', 'd')`);
    // Its backend goes a moment after the client has said goodbye.
    await vi.waitFor(
      async () => {
        const { rowCount } = await admin.query(
          'SELECT 1 FROM pg_stat_activity WHERE application_name = $1',
          [`listen ${channel}`],
        );
        expect(rowCount).toBe(0);
      },
      { timeout: 5000, interval: 20 },
    );
    expect(events).toEqual(['listening']);
  });
});
