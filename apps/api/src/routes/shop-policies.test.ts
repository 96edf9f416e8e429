import {
  SHOP_POLICY_KINDS,
  VERSION_REQUIRED,
  type ShopPolicy,
  type ShopPolicyList,
  type ShopPolicyTemplate,
} from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';

// The demo staff member holds `product` and `order`, not `policy`.
const { ctx, owner, staff, call } = demoShop<ShopPolicy & Refusal>();

type Refusal = Refused<ShopPolicy>;

const policies = async () => (await call<ShopPolicyList>('GET', 'settings/policies')).body.items;
const policy = async (kind: string) => (await policies()).find((p) => p.kind === kind)!;
const template = (kind: string, language?: string) =>
  call<ShopPolicyTemplate & Refusal>('GET', `settings/policies/${kind}/template`, {
    query: language === undefined ? {} : { language },
  });

describe('GET settings/policies', () => {
  it('lists one policy of each kind; the demo shop has written three', async () => {
    const items = await policies();
    expect(items.map((p) => p.kind)).toEqual([...SHOP_POLICY_KINDS]);
    const written = items.filter((p) => p.body !== '').map((p) => p.kind);
    expect(written).toEqual(['refund', 'shipping', 'contact']);
    expect((await policy('refund')).body).toContain('<h2>Refund policy</h2>');
  });

  it('answers 401 without a session and 403 to a member without the policy policy', async () => {
    const before = await policies();
    const privacy = await policy('privacy');
    const requests = [
      ['GET', 'settings/policies', undefined],
      ['PUT', 'settings/policies/privacy', { body: '<p>x</p>', updated_at: privacy.updated_at }],
      ['GET', 'settings/policies/privacy/template', undefined],
    ] as const;
    for (const [method, path, body] of requests) {
      const anonymous = await call(method, path, { session: { ...owner, accessToken: '' }, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, { session: staff, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toContain('policy');
    }
    expect(await policies()).toEqual(before);
  });
});

describe('PUT settings/policies/{kind}', () => {
  it('saves the rich text, keeping only the allowed markup', async () => {
    const before = await policy('privacy');
    ctx.clock.advance(60);
    const res = await call('PUT', 'settings/policies/privacy', {
      body: {
        body: '<h2 style="color:red" onclick="steal()">Privacy</h2><script>alert(1)</script><p>We keep <em>little</em>. <a href="javascript:alert(1)">x</a> <a href="https://example.com">More</a></p><img src=x onerror=alert(1)>',
        updated_at: before.updated_at,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      kind: 'privacy',
      body: '<h2>Privacy</h2><p>We keep <em>little</em>. <a rel="noopener noreferrer nofollow" target="_blank">x</a> <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">More</a></p>',
      updated_at: expect.any(Number),
    });
    expect(res.body.updated_at).toBeGreaterThan(before.updated_at);
    expect(await policy('privacy')).toEqual(res.body);
    // Each policy has its own version: the others did not move.
    expect((await policy('refund')).updated_at).toBeLessThan(res.body.updated_at);
  });

  it('answers 422 for a body that is missing or too long, and changes nothing', async () => {
    const before = await policy('terms_of_service');
    const cases: [unknown, { field: string; title: string }[]][] = [
      [{ updated_at: before.updated_at }, [{ field: 'body', title: expect.any(String) }]],
      [{ body: 42, updated_at: before.updated_at }, [{ field: 'body', title: expect.any(String) }]],
      [
        { body: 'x'.repeat(100_001), updated_at: before.updated_at },
        // The server's bound on any text comes first (http/input-text.ts).
        [{ field: 'body', title: 'Must be at most 100,000 characters' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await call('PUT', 'settings/policies/terms_of_service', { body });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: 'Validation failed', errors });
    }
    expect(await policy('terms_of_service')).toEqual(before);
  });

  it('answers 409 with the policy as saved when the version is stale, 428 without one', async () => {
    const before = await policy('shipping');
    ctx.clock.advance(60);
    const theirs = await call('PUT', 'settings/policies/shipping', {
      body: { body: '<p>Theirs</p>', updated_at: before.updated_at },
    });
    expect(theirs.status).toBe(200);
    const mine = await call('PUT', 'settings/policies/shipping', {
      body: { body: '<p>Mine</p>', updated_at: before.updated_at },
    });
    expect(mine.status).toBe(409);
    expect(mine.body.current).toEqual(theirs.body);
    const missing = await call('PUT', 'settings/policies/shipping', {
      body: { body: '<p>Mine</p>' },
    });
    expect(missing.status).toBe(428);
    expect(missing.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    expect((await policy('shipping')).body).toBe('<p>Theirs</p>');
  });

  it('answers 404 for a kind that is not a policy', async () => {
    for (const kind of ['cookies', 'REFUND', '']) {
      const res = await call('PUT', `settings/policies/${kind}`, {
        body: { body: '<p>x</p>', updated_at: 0 },
      });
      expect(res.status, kind).toBe(404);
    }
  });
});

describe('GET settings/policies/{kind}/template', () => {
  it("fills the shop's name and e-mail into the template of the shop's language, or the one asked for", async () => {
    const en = await template('refund');
    expect(en.status).toBe(200);
    expect(en.body.kind).toBe('refund');
    expect(en.body.language).toBe('en');
    expect(en.body.body).toMatch(
      /^<h2>Refund policy<\/h2><p>We want you to be happy with what you buy from Demo Shop\./,
    );
    expect(en.body.body).toContain('hello@demo-shop.test');
    expect(en.body.body).not.toMatch(/\{(shop|email)\}/);

    const az = await template('contact', 'az');
    expect(az.body.language).toBe('az');
    expect(az.body.body).toContain('<h2>Bizimlə əlaqə</h2>');
    expect(az.body.body).toContain(
      '<a href="mailto:hello@demo-shop.test" rel="noopener noreferrer nofollow" target="_blank">hello@demo-shop.test</a>',
    );
    for (const kind of SHOP_POLICY_KINDS) {
      for (const language of ['en', 'az']) {
        const res = await template(kind, language);
        expect(res.body.body, `${kind} ${language}`).toContain('Demo Shop');
      }
    }
  });

  it("keeps the shop's name as words, never as markup", async () => {
    await ctx.db.query(`UPDATE shops SET name = $2 WHERE id = $1`, [
      DEMO_SHOP_ID,
      'Bits & <b>Bobs</b><script>x()</script>',
    ]);
    const res = await template('terms_of_service', 'en');
    expect(res.body.body).toContain(
      'every visit to Bits &amp; &lt;b&gt;Bobs&lt;/b&gt;&lt;script&gt;x()&lt;/script&gt; and',
    );
    await ctx.db.query(`UPDATE shops SET name = 'Demo Shop' WHERE id = $1`, [DEMO_SHOP_ID]);
  });

  it('answers 422 for a language it has no template in, 404 for a kind that is not a policy', async () => {
    const fr = await template('refund', 'fr');
    expect(fr.status).toBe(422);
    expect(fr.body.errors).toEqual([{ field: 'language', title: expect.any(String) }]);
    expect((await template('cookies')).status).toBe(404);
  });
});
