import {
  CHOOSE_A_PERMISSION,
  STAFF_ALREADY_JOINED,
  STAFF_DETAILS_OWN,
  STAFF_EMAIL_TAKEN,
  STAFF_INVITATION_TTL_SECONDS,
  STAFF_NOT_YOURSELF,
  STAFF_OWNER_FIXED,
  VERSION_REQUIRED,
  staffGrantRefusal,
  type StaffInvited,
  type StaffList,
  type StaffMember,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { nowSeconds } from '../clock';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson, signIn, type Session } from '../test/session';

// The demo staff member holds `product` and `order`, not `staff`.
const { ctx, owner, staff, call } = demoShop<StaffMember & Refusal>();

type Refusal = Refused<StaffMember>;

const list = async (session = owner) =>
  (await call<StaffList>('GET', 'settings/staff', { session })).body.items;

let invites = 0;
async function invite(
  body: Partial<{
    email: string;
    first_name: string;
    last_name: string;
    permission: string[];
  }> = {},
  session = owner,
): Promise<StaffInvited> {
  invites += 1;
  const res = await call<StaffInvited>('POST', 'settings/staff', {
    session,
    body: {
      email: `person${invites}@example.com`,
      first_name: 'Pat',
      last_name: `Person ${invites}`,
      permission: ['customer'],
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

let accounts = 0;
/** A person who has joined the demo shop with `permission`, and their session. */
async function member(permission: string[]): Promise<{ id: string; session: Session }> {
  accounts += 1;
  const id = `acct_member${accounts}`;
  const email = `member${accounts}@example.com`;
  const now = nowSeconds(ctx.clock);
  await ctx.db.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, created_at, updated_at)
     VALUES ($1, $2, $3, 'Morgan', $4, $5, $5)`,
    [id, email, await hashPassword('member-pass-123'), `Member ${accounts}`, now],
  );
  await ctx.db.query(
    `INSERT INTO account_shops (account_id, shop_id, role, permission, created_at, updated_at)
     VALUES ($1, $2, 'STAFF', $3, $4, $4)`,
    [id, DEMO_SHOP_ID, permission, now],
  );
  return { id, session: await signIn(ctx, email, 'member-pass-123') };
}

describe('the seed', () => {
  it('lists the owner first, then the members and the invitation by name', async () => {
    const items = await list();
    expect(items.map((m) => [m.first_name, m.role, m.status, m.permission])).toEqual([
      ['Alex', 'OWNER', 'active', []],
      ['Jordan', 'STAFF', 'invited', ['customer', 'discount', 'marketing']],
      ['Sam', 'STAFF', 'active', ['product', 'order']],
    ]);
    const jordan = items[1]!;
    expect(jordan.invitation_expires_at).toBeGreaterThan(jordan.created_at);
    expect(items[0]).toMatchObject({ id: 'acct_owner', email: DEMO_OWNER.email });
    expect(items[0]!.invitation_expires_at).toBeNull();
  });
});

describe('access', () => {
  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', 'settings/staff'],
      ['POST', 'settings/staff'],
      ['GET', 'settings/staff/acct_staff'],
      ['PUT', 'settings/staff/acct_staff'],
      ['DELETE', 'settings/staff/acct_staff'],
      ['POST', 'settings/staff/inv_seedjordanlee1/invitation'],
    ] as const) {
      // XSRF cookie and header but no access token: the missing sign-in is what refuses it.
      const res = await callJson(ctx, method, path, {
        session: { ...owner, accessToken: '' },
        body: method === 'GET' ? undefined : {},
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to the demo staff member (no `staff` policy) and changes nothing', async () => {
    const before = await list();
    const sam = before.find((m) => m.id === 'acct_staff')!;
    const cases = [
      ['GET', 'settings/staff', undefined],
      [
        'POST',
        'settings/staff',
        { email: 'x@example.com', first_name: 'X', last_name: 'Y', permission: ['order'] },
      ],
      ['GET', 'settings/staff/acct_staff', undefined],
      ['PUT', 'settings/staff/acct_staff', { ...sam, permission: ['product'] }],
      ['DELETE', 'settings/staff/inv_seedjordanlee1', undefined],
      ['POST', 'settings/staff/inv_seedjordanlee1/invitation', undefined],
    ] as const;
    for (const [method, path, body] of cases) {
      const res = await call(method, path, { session: staff, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe('This action requires the "staff" permission');
    }
    expect(await list()).toEqual(before);
  });
});

describe('POST settings/staff', () => {
  it('invites a person: the member is invited with the policies in §6 order, and a week-long link', async () => {
    const now = nowSeconds(ctx.clock);
    const res = await call<StaffInvited>('POST', 'settings/staff', {
      body: {
        email: '  Robin.Diaz@Example.com ',
        first_name: ' Robin ',
        last_name: 'Diaz',
        permission: ['discount', 'customer', 'customer'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.member).toEqual({
      id: expect.stringMatching(/^inv_/),
      status: 'invited',
      email: 'robin.diaz@example.com',
      first_name: 'Robin',
      last_name: 'Diaz',
      role: 'STAFF',
      permission: ['customer', 'discount'],
      invitation_expires_at: now + STAFF_INVITATION_TTL_SECONDS,
      created_at: now,
      updated_at: now,
    });
    const url = new URL(res.body.invitation.url);
    expect(url.origin).toBe(ctx.config.accountsUrl);
    expect(url.pathname).toBe('/invitation');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(res.body.invitation.expires_at).toBe(now + STAFF_INVITATION_TTL_SECONDS);
    // Only the token's hash is kept.
    const [row] = await ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM staff_invitations WHERE id = $1',
      [res.body.member.id],
    );
    expect(row!.token_hash).not.toContain(url.searchParams.get('token'));
    expect((await call('GET', `settings/staff/${res.body.member.id}`)).body).toEqual(
      res.body.member,
    );
  });

  it('answers 422 on each field: missing, malformed, no permission, an unknown policy', async () => {
    const before = await list();
    const cases: [unknown, { field: string; title: string }[]][] = [
      [
        {},
        [
          { field: 'email', title: expect.any(String) },
          { field: 'first_name', title: expect.any(String) },
          { field: 'last_name', title: expect.any(String) },
          { field: 'permission', title: expect.any(String) },
        ],
      ],
      [
        { email: 'not-an-email', first_name: ' ', last_name: 'L', permission: [] },
        [
          { field: 'email', title: 'Enter a valid email' },
          { field: 'first_name', title: 'Required' },
          { field: 'permission', title: CHOOSE_A_PERMISSION },
        ],
      ],
      [
        { email: 'a@example.com', first_name: 'A', last_name: 'B', permission: ['root'] },
        [{ field: 'permission.0', title: expect.any(String) }],
      ],
      [
        {
          email: 'a@example.com',
          first_name: 'x'.repeat(101),
          last_name: 'B',
          permission: ['order'],
        },
        [{ field: 'first_name', title: 'Keep the name under 100 characters' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await call('POST', 'settings/staff', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: 'Validation failed', errors });
    }
    expect(await list()).toEqual(before);
  });

  it('answers 422 on the e-mail of a member or an invitation, in any case', async () => {
    const before = await list();
    for (const email of ['STAFF@example.com', DEMO_OWNER.email, 'jordan.lee@example.com']) {
      const res = await call('POST', 'settings/staff', {
        body: { email, first_name: 'A', last_name: 'B', permission: ['order'] },
      });
      expect(res.status, email).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'email', title: STAFF_EMAIL_TAKEN }]);
    }
    expect(await list()).toEqual(before);
  });

  it('lets a person of another shop be invited here (their account is theirs, the policies per shop)', async () => {
    // The outlet's own member: not in the demo shop.
    await ctx.db.query(
      `INSERT INTO accounts (id, email, password_hash, first_name, last_name, created_at, updated_at)
       VALUES ('acct_outletonly', 'outlet.only@example.com', 'x', 'Olly', 'Outlet', 0, 0)`,
    );
    await ctx.db.query(
      `INSERT INTO account_shops (account_id, shop_id, role, permission, created_at, updated_at)
       VALUES ('acct_outletonly', $1, 'STAFF', '{order}', 0, 0)`,
      [OUTLET_SHOP_ID],
    );
    const { member } = await invite({ email: 'outlet.only@example.com', first_name: 'Olly' });
    // Until they accept, the list shows what the inviter typed, never the account's own details.
    expect(member).toMatchObject({
      status: 'invited',
      last_name: expect.stringMatching(/^Person/),
    });
  });
});

describe('the grant rule', () => {
  it('lets a member with `staff` give only the policies they hold', async () => {
    const manager = await member(['staff', 'customer', 'order']);
    const refused = await call('POST', 'settings/staff', {
      session: manager.session,
      body: {
        email: 'grant@example.com',
        first_name: 'G',
        last_name: 'R',
        permission: ['customer', 'billing', 'tax'],
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(staffGrantRefusal(['billing', 'tax']));
    expect((await list()).some((m) => m.email === 'grant@example.com')).toBe(false);

    const { member: invited } = await invite(
      { permission: ['customer', 'order'] },
      manager.session,
    );
    expect(invited.permission).toEqual(['order', 'customer']);

    // Giving what they lack is refused on an edit too, and so is taking it away.
    const add = await call('PUT', `settings/staff/${invited.id}`, {
      session: manager.session,
      body: { ...invited, permission: ['product', 'order', 'customer'] },
    });
    expect(add.status).toBe(403);
    expect(add.body.message).toBe(staffGrantRefusal(['product']));
    const sam = (await call('GET', 'settings/staff/acct_staff')).body;
    const takeAway = await call('PUT', 'settings/staff/acct_staff', {
      session: manager.session,
      body: { ...sam, permission: ['order'] },
    });
    expect(takeAway.status).toBe(403);
    expect(takeAway.body.message).toBe(staffGrantRefusal(['product']));
    // Removing a member takes away all they hold: not when that is more than the remover holds.
    const remove = await call('DELETE', 'settings/staff/acct_staff', { session: manager.session });
    expect(remove.status).toBe(403);
    // A new link for an invitation gives its policies anew.
    const renew = await call('POST', 'settings/staff/inv_seedjordanlee1/invitation', {
      session: manager.session,
    });
    expect(renew.status).toBe(403);
    expect((await call('GET', 'settings/staff/acct_staff')).body).toEqual(sam);

    // What they hold themselves they may take away.
    const narrowed = await call('PUT', `settings/staff/${invited.id}`, {
      session: manager.session,
      body: { ...invited, permission: ['order'] },
    });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.permission).toEqual(['order']);
  });
});

describe('the owner', () => {
  it('cannot be edited or removed, by the owner or anyone', async () => {
    const manager = await member(['staff']);
    const ownerRow = (await call('GET', 'settings/staff/acct_owner')).body;
    for (const session of [owner, manager.session]) {
      const put = await call('PUT', 'settings/staff/acct_owner', {
        session,
        body: { ...ownerRow, permission: ['staff'] },
      });
      expect(put.status).toBe(403);
      expect(put.body.message).toBe(STAFF_OWNER_FIXED);
      const del = await call('DELETE', 'settings/staff/acct_owner', { session });
      expect(del.status).toBe(403);
      expect(del.body.message).toBe(STAFF_OWNER_FIXED);
    }
    const renew = await call('POST', 'settings/staff/acct_owner/invitation');
    expect(renew.status).toBe(409);
    expect(renew.body.message).toBe(STAFF_ALREADY_JOINED);
    expect((await call('GET', 'settings/staff/acct_owner')).body).toEqual(ownerRow);
  });
});

describe('PUT settings/staff/{id}', () => {
  it("changes a member's policies, which hold at the API at once", async () => {
    const sam = (await call('GET', 'settings/staff/acct_staff')).body;
    expect((await call('GET', 'customers/count', { session: staff })).status).toBe(403);
    const res = await call('PUT', 'settings/staff/acct_staff', {
      body: { ...sam, permission: ['product', 'order', 'customer'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.permission).toEqual(['product', 'order', 'customer']);
    expect(res.body.updated_at).toBeGreaterThan(sam.updated_at);
    try {
      expect((await call('GET', 'customers/count', { session: staff })).status).toBe(200);
      const me = await call<{ permission: string[] }>('GET', 'account', { session: staff });
      expect(me.body.permission).toEqual(['product', 'order', 'customer']);
    } finally {
      const back = await call('PUT', 'settings/staff/acct_staff', {
        body: { ...res.body, permission: ['product', 'order'] },
      });
      expect(back.status).toBe(200);
    }
    expect((await call('GET', 'customers/count', { session: staff })).status).toBe(403);
  });

  it("refuses a change to a joined member's name or e-mail: they are the member's own", async () => {
    const sam = (await call('GET', 'settings/staff/acct_staff')).body;
    const res = await call('PUT', 'settings/staff/acct_staff', {
      body: { ...sam, first_name: 'Samuel', email: 'samuel@example.com' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'email', title: STAFF_DETAILS_OWN },
      { field: 'first_name', title: STAFF_DETAILS_OWN },
    ]);
    expect((await call('GET', 'settings/staff/acct_staff')).body).toEqual(sam);
  });

  it("corrects an invitation's name, e-mail and policies; refuses an e-mail in use", async () => {
    const { member: invited } = await invite();
    const res = await call('PUT', `settings/staff/${invited.id}`, {
      body: {
        ...invited,
        email: 'Corrected@Example.com',
        first_name: 'Corrected',
        permission: ['order', 'customer'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...invited,
      email: 'corrected@example.com',
      first_name: 'Corrected',
      permission: ['order', 'customer'],
      updated_at: expect.any(Number),
    });
    const taken = await call('PUT', `settings/staff/${invited.id}`, {
      body: { ...res.body, email: DEMO_STAFF.email },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([{ field: 'email', title: STAFF_EMAIL_TAKEN }]);
  });

  it('answers 409 with the member as saved to a stale save, 428 without a version', async () => {
    const { member: invited } = await invite();
    const mine = await call('PUT', `settings/staff/${invited.id}`, {
      body: { ...invited, permission: ['order'] },
    });
    expect(mine.status).toBe(200);
    const stale = await call('PUT', `settings/staff/${invited.id}`, {
      body: { ...invited, permission: ['product'] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(mine.body);
    const { updated_at: _version, ...unversioned } = invited;
    const noVersion = await call('PUT', `settings/staff/${invited.id}`, { body: unversioned });
    expect(noVersion.status).toBe(428);
    expect(noVersion.body.message).toBe(VERSION_REQUIRED);
    expect((await call('GET', `settings/staff/${invited.id}`)).body).toEqual(mine.body);
  });

  it('answers 422 with field errors and changes nothing', async () => {
    const sam = (await call('GET', 'settings/staff/acct_staff')).body;
    const res = await call('PUT', 'settings/staff/acct_staff', {
      body: { ...sam, permission: [], last_name: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'last_name', title: 'Required' },
      { field: 'permission', title: CHOOSE_A_PERMISSION },
    ]);
    expect((await call('GET', 'settings/staff/acct_staff')).body).toEqual(sam);
  });
});

describe('404', () => {
  it("answers 404 for an unknown member and for another shop's", async () => {
    await ctx.db.query(
      `INSERT INTO staff_invitations (id, shop_id, email, first_name, last_name, permission,
         token_hash, expires_at, created_at, updated_at)
       VALUES ('inv_outletinvite01', $1, 'o@example.com', 'O', 'P', '{order}', 'h-outlet', 9999999999, 0, 0)`,
      [OUTLET_SHOP_ID],
    );
    for (const id of ['acct_nobody', 'inv_outletinvite01', 'acct_outletonly']) {
      const body = {
        email: 'o@example.com',
        first_name: 'O',
        last_name: 'P',
        permission: ['order'],
        updated_at: 0,
      };
      expect((await call('GET', `settings/staff/${id}`)).status, id).toBe(404);
      expect((await call('PUT', `settings/staff/${id}`, { body })).status, id).toBe(404);
      expect((await call('DELETE', `settings/staff/${id}`)).status, id).toBe(404);
      expect((await call('POST', `settings/staff/${id}/invitation`)).status, id).toBe(404);
    }
  });
});

describe('DELETE settings/staff/{id}', () => {
  it('withdraws an invitation', async () => {
    const { member: invited } = await invite();
    expect((await call('DELETE', `settings/staff/${invited.id}`)).status).toBe(204);
    expect((await call('GET', `settings/staff/${invited.id}`)).status).toBe(404);
  });

  it('removes a member: their session in this shop ends at once, their account stays', async () => {
    const gone = await member(['order']);
    expect((await call('GET', 'orders/count', { session: gone.session })).status).toBe(200);
    expect((await call('DELETE', `settings/staff/${gone.id}`)).status).toBe(204);
    expect((await call('GET', 'orders/count', { session: gone.session })).status).toBe(401);
    expect((await call('GET', `settings/staff/${gone.id}`)).status).toBe(404);
    const [account] = await ctx.db.query('SELECT 1 FROM accounts WHERE id = $1', [gone.id]);
    expect(account).toBeDefined();
  });

  it('refuses to remove yourself', async () => {
    const manager = await member(['staff', 'order']);
    const res = await call('DELETE', `settings/staff/${manager.id}`, { session: manager.session });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(STAFF_NOT_YOURSELF);
    expect((await call('GET', `settings/staff/${manager.id}`)).status).toBe(200);
  });
});

describe('POST settings/staff/{id}/invitation', () => {
  it('gives a new week-long link and keeps the version', async () => {
    const { member: invited, invitation } = await invite();
    ctx.clock.advance(60);
    const res = await call<StaffInvited>('POST', `settings/staff/${invited.id}/invitation`);
    expect(res.status).toBe(200);
    expect(res.body.invitation.url).not.toBe(invitation.url);
    expect(res.body.invitation.expires_at).toBe(
      nowSeconds(ctx.clock) + STAFF_INVITATION_TTL_SECONDS,
    );
    expect(res.body.member).toEqual({
      ...invited,
      invitation_expires_at: res.body.invitation.expires_at,
    });
  });

  it('answers 409 for a member who has joined', async () => {
    const res = await call('POST', 'settings/staff/acct_staff/invitation');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STAFF_ALREADY_JOINED);
  });
});
