import type { Onboarding, Shop } from '@shop/admin-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTLET_SHOP_ID } from '../db/seed';
import { getShop } from '../repos/shops';
import { demoShop, type Refused } from '../test/demo-shop';
import { callJson } from '../test/session';

const { ctx, owner, staff } = demoShop();
type Refusal = Refused;

const shop = async (session = owner) =>
  (await callJson<Shop>(ctx, 'GET', 'shop', { session })).body;
/** PUT shop as the app sends it: with the version of the shop it last loaded. */
const put = async <T = Shop>(body: object, session = owner, xsrf = true) =>
  callJson<T>(ctx, 'PUT', 'shop', {
    session,
    body: { updated_at: (await shop(session)).updated_at, ...body },
    xsrf,
  });

/** Every test starts from an onboarding that is off, written straight to the database. */
beforeEach(async () => {
  await ctx.db.query(`UPDATE shops SET onboarding_editable = false WHERE id = 'shop_demo'`);
});

describe('onboarding state on GET shop', () => {
  it("carries each shop's seeded state: the steps done and whether it is on", async () => {
    await ctx.db.query(`UPDATE shops SET onboarding_editable = true WHERE id = 'shop_demo'`);
    const seeded: Onboarding = { isEditable: true, list: ['create_store', 'create_card'] };
    expect((await shop(owner)).onboarding).toEqual(seeded);
    expect((await shop(staff)).onboarding).toEqual(seeded);
    expect((await getShop(ctx.db, OUTLET_SHOP_ID))?.onboarding).toEqual({
      isEditable: false,
      list: ['create_store', 'sell_via_link'],
    });
  });

  it('gives a new shop the defaults: off, with create_store done', async () => {
    await ctx.db.query(
      `INSERT INTO shops (id, name, email, host, storefront_url, created_at, updated_at)
       VALUES ('shop_new', 'New', 'new@example.com', 'new.myshop.test', 'http://new.localhost', 1, 1)`,
    );
    expect((await getShop(ctx.db, 'shop_new'))?.onboarding).toEqual({
      isEditable: false,
      list: ['create_store'],
    });
  });

  it('refuses a step the contract does not know, in the database itself', async () => {
    await expect(
      ctx.db.query(
        `UPDATE shops SET onboarding_list = '{create_store,bogus}' WHERE id = 'shop_demo'`,
      ),
    ).rejects.toThrow(/shops_onboarding_list_check/);
  });
});

describe('PUT shop { onboarding_editable }', () => {
  it('lets staff without the setting policy switch it on, and changes nothing else', async () => {
    const before = await shop();
    const res = await put({ onboarding_editable: true }, staff);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...before,
      onboarding: { ...before.onboarding, isEditable: true },
      updated_at: res.body.updated_at,
    });
    expect(res.body.updated_at).toBeGreaterThan(before.updated_at);
    expect((await shop()).onboarding.isEditable).toBe(true);
    // Again: still on, still fine (the welcome page may be opened twice).
    expect((await put({ onboarding_editable: true }, staff)).body.onboarding.isEditable).toBe(true);
  });

  it('lets staff switch it on together with the tour flag, but with nothing else', async () => {
    expect((await put({ onboarding_editable: true, tour_completed: true }, staff)).status).toBe(
      200,
    );
    await ctx.db.query(`UPDATE shops SET onboarding_editable = false WHERE id = 'shop_demo'`);
    const refused = await put<Refusal>({ onboarding_editable: true, name: 'Mine' }, staff);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('setting');
    const current = await shop();
    expect(current.onboarding.isEditable).toBe(false);
    expect(current.name).toBe('Demo Shop');
  });

  it('needs the setting policy to switch it off', async () => {
    await put({ onboarding_editable: true }, staff);
    const refused = await put<Refusal>({ onboarding_editable: false }, staff);
    expect(refused.status).toBe(403);
    expect((await shop()).onboarding.isEditable).toBe(true);
    const res = await put({ onboarding_editable: false }, owner);
    expect(res.status).toBe(200);
    expect(res.body.onboarding.isEditable).toBe(false);
  });

  it('does not let the steps list be written through PUT shop', async () => {
    const before = await shop();
    const res = await put({
      onboarding: { isEditable: true, list: [] },
      onboarding_editable: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.onboarding).toEqual({ isEditable: true, list: before.onboarding.list });
  });

  it('answers 422 on a value that is not a boolean, and changes nothing', async () => {
    const before = await shop();
    for (const value of ['yes', 1, null]) {
      const res = await put<Refusal>({ onboarding_editable: value }, staff);
      expect(res.status, String(value)).toBe(422);
      expect(res.body.errors.map((e) => e.field)).toEqual(['onboarding_editable']);
    }
    expect(await shop()).toEqual(before);
  });

  it('answers 409 with the current shop on a stale version', async () => {
    const current = await shop();
    const res = await put<{ current: Shop }>({
      onboarding_editable: true,
      updated_at: current.updated_at - 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.current).toEqual(current);
    expect((await shop()).onboarding.isEditable).toBe(false);
  });

  it('answers 401 without a token and 403 without the XSRF header, writing nothing', async () => {
    const anonymous = await put({ onboarding_editable: true }, { ...staff, accessToken: '' });
    expect(anonymous.status).toBe(401);
    const forged = await put<Refusal>({ onboarding_editable: true }, staff, false);
    expect(forged.status).toBe(403);
    expect(forged.body.message).toMatch(/XSRF/);
    expect((await shop()).onboarding.isEditable).toBe(false);
  });

  it('logged no server error', () => {
    expect(ctx.logged).toEqual([]);
  });
});
