import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  type CustomerGroup,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID } from '../db/seed';
import { demoShop } from '../test/demo-shop';
import { signIn } from '../test/session';
import { IDEMPOTENCY_KEY_TTL_MS, KEY_INVALID_MESSAGE, KEY_REUSED_MESSAGE } from './idempotency';

const { ctx, staff, call, signInAgain } = demoShop<CustomerGroup & { message: string }>();

const withKey = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

async function groupsNamed(name: string): Promise<number> {
  const [row] = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM customer_groups WHERE shop_id = $1 AND name = $2',
    [DEMO_SHOP_ID, name],
  );
  return row!.n;
}

const group = (name: string) => ({ name, description: 'Sent twice', customer_ids: [] });

describe('Idempotency-Key on creates', () => {
  it('replays the first answer to the same key and body: one record', async () => {
    const first = await call('POST', 'customer-groups', {
      body: group('Resent once'),
      headers: withKey('key-resent-once'),
    });
    expect(first.status).toBe(201);
    expect(first.res.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    const again = await call('POST', 'customer-groups', {
      body: group('Resent once'),
      headers: withKey('key-resent-once'),
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.res.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await groupsNamed('Resent once')).toBe(1);
  });

  it('runs two requests sent at the same moment once', async () => {
    const send = () =>
      call('POST', 'customer-groups', {
        body: group('Sent together'),
        headers: withKey('key-sent-together'),
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await groupsNamed('Sent together')).toBe(1);
  });

  it('refuses the same key with another body (422) and creates nothing', async () => {
    await call('POST', 'customer-groups', {
      body: group('Key reused'),
      headers: withKey('key-reused'),
    });
    const other = await call('POST', 'customer-groups', {
      body: group('Key reused, other body'),
      headers: withKey('key-reused'),
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(KEY_REUSED_MESSAGE);
    expect(await groupsNamed('Key reused, other body')).toBe(0);
  });

  it('keeps keys per caller: another sign-in of the same account replays, others do not', async () => {
    const again = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    const first = await call('POST', 'customer-groups', {
      body: group('Per caller'),
      headers: withKey('key-per-caller'),
    });
    const replay = await call('POST', 'customer-groups', {
      session: again,
      body: group('Per caller'),
      headers: withKey('key-per-caller'),
    });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    // The staff member lacks the customer policy: the owner's answer is not handed to them.
    const fromStaff = await call('POST', 'customer-groups', {
      session: staff,
      body: group('Per caller'),
      headers: withKey('key-per-caller'),
    });
    expect(fromStaff.status).toBe(403);
    expect(fromStaff.res.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await groupsNamed('Per caller')).toBe(1);
  });

  it('replays a refusal too, and forgets keys after a day', async () => {
    const invalid = { name: '', description: '', customer_ids: [] };
    const first = await call('POST', 'customer-groups', {
      body: invalid,
      headers: withKey('key-refused'),
    });
    expect(first.status).toBe(422);
    const again = await call('POST', 'customer-groups', {
      body: invalid,
      headers: withKey('key-refused'),
    });
    expect(again.status).toBe(422);
    expect(again.res.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');

    await call('POST', 'customer-groups', { body: group('Old key'), headers: withKey('key-old') });
    ctx.clock.advance(IDEMPOTENCY_KEY_TTL_MS / 1000 + 1);
    await signInAgain(); // the day took the access tokens with it
    const later = await call('POST', 'customer-groups', {
      body: group('Old key'),
      headers: withKey('key-old'),
    });
    // Not the first answer again: the request ran, and met the group it made a day ago.
    expect(later.res.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(later.status).toBe(422);
    expect(await groupsNamed('Old key')).toBe(1);
  });

  it('guards edits the same way, and leaves requests without a key alone', async () => {
    const created = await call('POST', 'customer-groups', { body: group('Edited once') });
    const edit = {
      name: 'Edited once, renamed',
      description: 'Sent twice',
      updated_at: created.body.updated_at,
    };
    const saved = await call('PUT', `customer-groups/${created.body.id}`, {
      body: edit,
      headers: withKey('key-edit'),
    });
    expect(saved.status).toBe(200);
    // Sent again after a lost answer: the first answer, not a 409 against its own save.
    const resent = await call('PUT', `customer-groups/${created.body.id}`, {
      body: edit,
      headers: withKey('key-edit'),
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual(saved.body);
    // Without a key the same stale save is the usual conflict.
    const unkeyed = await call('PUT', `customer-groups/${created.body.id}`, { body: edit });
    expect(unkeyed.status).toBe(409);
  });

  it('refuses a malformed key', async () => {
    const res = await call('POST', 'customer-groups', {
      body: group('Bad key'),
      headers: withKey('x'.repeat(256)),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(KEY_INVALID_MESSAGE);
    expect(await groupsNamed('Bad key')).toBe(0);
  });
});
