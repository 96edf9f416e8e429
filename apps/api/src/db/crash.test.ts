// Crash safety: the real server (src/main.ts) is killed with kill -9 while writers save, restarted on
// the same data, and every write it acknowledged must be there. On PGlite (the product's default, a
// data folder on disk) this is PGlite's write-ahead log and its recovery after a killed process; on
// PostgreSQL it proves that no answer leaves the API before its transaction has committed.
//
// What may be found after a crash, per record: the last value the server acknowledged, or one it was
// sent after that and never answered (it may have committed just before the kill). Nothing older,
// nothing never sent.
import type { Customer, CustomerGroup } from '@shop/admin-api';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../../scripts/test-server.mjs';
import type { TestContext } from '../test/context';
import { createTestDb, type TestDb } from '../test/db';
import { remoteContext } from '../test/remote';
import { callJson, signIn, type Session } from '../test/session';
import { DEMO_OWNER } from './seed';

/** Writers saving one customer each (PUT with its version) and writers creating customer groups. */
const EDITORS = 6;
const CREATORS = 2;
/** Acknowledged writes before each kill -9 (one crash per entry): a different moment each time. */
const ACKS_BEFORE_CRASH = [120, 170, 220];
/** What the server prints when it seeds an empty database; a restart must not. */
const SEEDED = /First start: seeded/;

interface Editor {
  customer: Customer;
  /** The note the server last acknowledged for this customer. */
  acknowledged: string;
  /** Notes sent after that and never answered: each may or may not have been stored. */
  unanswered: string[];
}

interface Creators {
  /** Groups the server acknowledged (201), by id, with the name they were created with. */
  acknowledged: Map<string, string>;
  /** Creations sent and never answered, over all crashes: each may or may not exist. */
  unanswered: number;
}

/** One server lifetime: the writers save until `stopAfter` acknowledgements, then the server is killed. */
interface Round {
  ctx: TestContext;
  session: Session;
  index: number;
  stopAfter: number;
  acknowledged: number;
  /** Set once the kill has been ordered: from then on a failed request is an unanswered write. */
  killed: boolean;
  /** Writes sent and not yet answered when the kill was ordered. */
  inFlightAtKill: number;
}

describe('kill -9 of the server while writers save', () => {
  const tag = `crash-${randomBytes(4).toString('hex')}`;
  let database: TestDb | undefined;
  let server: TestServer | undefined;
  let dataDir = '';

  beforeAll(async () => {
    // On PostgreSQL a seeded database of this file's own; on PGlite the server's own data folder.
    if (process.env.TEST_DATABASE_URL) database = await createTestDb(true);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.cleanup();
  });

  /** Start the server (again, on the same data after the first time) and sign in as the owner. */
  async function start() {
    server = await startServer({ databaseUrl: database?.url ?? '', dataDir });
    dataDir = server.dataDir;
    const ctx = remoteContext(server);
    return { ctx, session: await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password) };
  }

  /** Writes sent and not yet answered, now. */
  let pending = 0;
  /** The kill -9 ordered by the write that reached the round's count. */
  let crashing: Promise<void> = Promise.resolve();
  function onAcknowledged(round: Round) {
    round.acknowledged++;
    if (round.acknowledged === round.stopAfter && !round.killed) {
      round.killed = true;
      round.inFlightAtKill = pending;
      crashing = server!.crash();
    }
  }

  /** Send one write; undefined when the server died before answering it (only after the kill). */
  async function send<T>(round: Round, method: string, path: string, body: unknown) {
    pending++;
    try {
      return await callJson<T>(round.ctx, method, path, { session: round.session, body });
    } catch (error) {
      if (!round.killed) throw error;
      return undefined;
    } finally {
      pending--;
    }
  }

  async function edit(round: Round, editor: Editor, writer: number) {
    for (let n = 0; !round.killed; n++) {
      const note = `${tag} round ${round.index} writer ${writer} save ${n}`;
      const { customer } = editor;
      editor.unanswered.push(note);
      const res = await send<Customer>(round, 'PUT', `customers/${customer.id}`, {
        first_name: customer.first_name,
        last_name: customer.last_name,
        email: customer.email,
        phone: customer.phone,
        note,
        updated_at: customer.updated_at,
      });
      if (!res) return;
      expect(res.status).toBe(200);
      expect(res.body.note).toBe(note);
      editor.customer = res.body;
      editor.acknowledged = note;
      editor.unanswered = [];
      onAcknowledged(round);
    }
  }

  async function create(round: Round, creators: Creators, writer: number) {
    for (let n = 0; !round.killed; n++) {
      const name = `${tag} round ${round.index} creator ${writer} group ${n}`;
      const res = await send<CustomerGroup>(round, 'POST', 'customer-groups', { name });
      if (!res) {
        creators.unanswered++;
        return;
      }
      expect(res.status).toBe(201);
      creators.acknowledged.set(res.body.id, name);
      onAcknowledged(round);
    }
  }

  /** Every acknowledged write, as the restarted server shows it; returns what was lost (none). */
  async function lostWrites(
    ctx: TestContext,
    session: Session,
    editors: Editor[],
    creators: Creators,
  ) {
    const get = <T>(path: string, query?: Record<string, string>) =>
      callJson<T>(ctx, 'GET', path, { session, query });
    const lost: string[] = [];
    for (const editor of editors) {
      const { status, body } = await get<Customer>(`customers/${editor.customer.id}`);
      expect(status).toBe(200);
      if (![editor.acknowledged, ...editor.unanswered].includes(body.note)) {
        lost.push(`customer ${body.id}: "${body.note}", acknowledged "${editor.acknowledged}"`);
      }
      // What is stored now is the base of the next saves (its version too).
      editor.customer = body;
      editor.acknowledged = body.note;
      editor.unanswered = [];
    }
    for (const [id, name] of creators.acknowledged) {
      const { status, body } = await get<CustomerGroup>(`customer-groups/${id}`);
      if (status !== 200 || body.name !== name) lost.push(`group ${id} "${name}": ${status}`);
    }
    // No group that was never sent: at most the unanswered creations came on top.
    const { body } = await get<{ count: number }>('customer-groups/count', { q: tag });
    expect(body.count).toBeGreaterThanOrEqual(creators.acknowledged.size);
    expect(body.count).toBeLessThanOrEqual(creators.acknowledged.size + creators.unanswered);
    return lost;
  }

  it('loses no acknowledged write, and restarts on the same data without seeding again', async () => {
    const started = performance.now();
    let { ctx, session } = await start();
    const firstStartSeeded = SEEDED.test(server!.output());
    const countCustomers = async () =>
      (await callJson<{ count: number }>(ctx, 'GET', 'customers/count', { session })).body.count;
    const customerCount = await countCustomers();
    const list = await callJson<{ items: Customer[] }>(ctx, 'GET', 'customers', {
      session,
      query: { limit: EDITORS },
    });
    const editors: Editor[] = list.body.items.map((customer) => ({
      customer,
      acknowledged: customer.note,
      unanswered: [],
    }));
    expect(editors).toHaveLength(EDITORS);
    const creators: Creators = { acknowledged: new Map(), unanswered: 0 };

    let acknowledged = 0;
    let inFlightAtKills = 0;
    const lost: string[] = [];
    for (const [index, stopAfter] of ACKS_BEFORE_CRASH.entries()) {
      const round: Round = {
        ctx,
        session,
        index,
        stopAfter,
        acknowledged: 0,
        killed: false,
        inFlightAtKill: 0,
      };
      await Promise.all([
        ...editors.map((editor, i) => edit(round, editor, i)),
        ...Array.from({ length: CREATORS }, (_, i) => create(round, creators, i)),
      ]);
      await crashing;
      // The kill came while the others' saves were on the wire, not between two of them.
      expect(round.inFlightAtKill).toBeGreaterThan(0);
      acknowledged += round.acknowledged;
      inFlightAtKills += round.inFlightAtKill;

      ({ ctx, session } = await start());
      expect(server!.output()).not.toMatch(SEEDED);
      expect(await countCustomers()).toBe(customerCount);
      lost.push(...(await lostWrites(ctx, session, editors, creators)));
    }

    expect(lost).toEqual([]);
    // PGlite seeds its new data folder on the first start; the PostgreSQL test database was seeded.
    expect(firstStartSeeded).toBe(!database);
    console.log(
      `crash test on ${database ? 'PostgreSQL' : 'PGlite'}: ${acknowledged} acknowledged writes, ` +
        `${ACKS_BEFORE_CRASH.length} kill -9 with ${inFlightAtKills} writes in flight, ` +
        `${lost.length} lost, ${Math.round(performance.now() - started)} ms`,
    );
  }, 180_000);
});
