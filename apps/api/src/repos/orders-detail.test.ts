// An order's detail is read from one snapshot: a change committed while it is being read shows in
// the whole answer or not at all, never as a note from before with the timeline event of its change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { DEMO_SHOP_ID } from '../db/seed';
import { createTestDb, type TestDb } from '../test/db';
import { addOrderEvent, getOrder, updateOrderNote } from './orders';

let test: TestDb;
beforeAll(async () => {
  test = await createTestDb(true);
});
afterAll(() => test.cleanup());

/** The database, where `between` runs (and commits) right after the first statement of a read. */
function interrupted(db: Db, between: () => Promise<void>): Db {
  let done = false;
  return {
    ...db,
    query: async (sql, params) => {
      const rows = await db.query(sql, params);
      if (!done) {
        done = true;
        await between();
      }
      return rows as never;
    },
  };
}

describe('getOrder', () => {
  it('reads the order, its lines and its timeline from one snapshot', async () => {
    const [order] = await test.db.query<{ id: string; note: string; updated_at: number }>(
      'SELECT id, note, updated_at FROM orders WHERE shop_id = $1 ORDER BY id LIMIT 1',
      [DEMO_SHOP_ID],
    );
    const before = (await getOrder(test.db, DEMO_SHOP_ID, order!.id))!;
    const now = order!.updated_at + 60;
    const editNote = () =>
      test.db.transaction(async (tx) => {
        await updateOrderNote(tx, DEMO_SHOP_ID, order!.id, now, 'Changed while read');
        await addOrderEvent(tx, DEMO_SHOP_ID, order!.id, now, {
          type: 'note_changed',
          author: null,
        });
      });

    const read = (await getOrder(interrupted(test.db, editNote), DEMO_SHOP_ID, order!.id))!;
    // All from before the edit: the old note, version and timeline together.
    expect(read).toEqual(before);
    const after = (await getOrder(test.db, DEMO_SHOP_ID, order!.id))!;
    expect(after.note).toBe('Changed while read');
    expect(after.events.map((e) => e.type)).toContain('note_changed');
  });
});
