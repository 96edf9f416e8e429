import {
  DOMAIN_INVALID,
  DOMAIN_ON_PLATFORM,
  DOMAIN_TAKEN,
  HANDLE_TAKEN,
  VERSION_REQUIRED,
  type Domain,
  type DomainCheck,
  type DomainList,
  type Shop,
  type StoreList,
} from '@shop/admin-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, OUTLET_SHOP_ID } from '../db/seed';
import { demoShop, type Refused } from '../test/demo-shop';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type Session } from '../test/session';

// The demo staff member holds `product` and `order`, not `domain`.
const { ctx, owner, staff, call } = demoShop<Domain & Refusal>();

type Refusal = Refused<Domain>;

const list = async () => (await call<DomainList>('GET', 'settings/domain')).body;
const byHost = async (host: string) => (await list()).items.find((d) => d.host === host);
const shop = async () => (await call<Shop>('GET', 'shop')).body;

async function connect(domain: string): Promise<Domain> {
  const res = await call('POST', 'settings/domain', { body: { domain } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** What the merchant must put in DNS for a domain, by purpose. */
function records(domain: Domain) {
  const [routing, verification] = domain.records;
  return { routing: routing!, verification: verification! };
}

describe('GET settings/domain', () => {
  it("lists the shop's own address first, then its custom domains with their records", async () => {
    const body = await list();
    expect(body.platform_domain).toBe('myshop.test');
    expect(body.items.map((d) => [d.kind, d.host, d.primary, d.status])).toEqual([
      ['platform', 'demo-shop.myshop.test', true, 'verified'],
      ['custom', 'www.demo-shop.example', false, 'verified'],
      ['custom', 'demo-shop.example', false, 'pending'],
    ]);
    const [own, www, apex] = body.items as [Domain, Domain, Domain];
    expect(own).toMatchObject({ handle: 'demo-shop', records: [], checked_at: null });
    // A subdomain points by CNAME, the apex by an A record; both prove the shop by TXT.
    expect(www.records).toEqual([
      {
        purpose: 'routing',
        type: 'CNAME',
        name: 'www.demo-shop.example',
        value: 'shops.myshop.test',
        state: 'ok',
        found: [{ type: 'CNAME', value: 'shops.myshop.test' }],
      },
      {
        purpose: 'verification',
        type: 'TXT',
        name: '_shop-verification.www.demo-shop.example',
        value: expect.stringMatching(/^shop-verification=[0-9a-f]{32}$/),
        state: 'ok',
        found: [{ type: 'TXT', value: records(www).verification.value }],
      },
    ]);
    expect(apex.records.map((r) => [r.type, r.name, r.value, r.state, r.found])).toEqual([
      ['A', 'demo-shop.example', '203.0.113.10', 'unchecked', []],
      ['TXT', '_shop-verification.demo-shop.example', expect.any(String), 'unchecked', []],
    ]);
    expect(apex.handle).toBeNull();
    // The storefront follows the primary domain.
    expect((await shop()).storefront_url).toBe('https://demo-shop.myshop.test');
  });

  it('answers 401 without a session and 403 to a member without the domain policy', async () => {
    const [first] = (await list()).items as [Domain];
    const requests: [string, string, unknown?][] = [
      ['GET', 'settings/domain'],
      ['POST', 'settings/domain', { domain: 'staff.example.com' }],
      [
        'PUT',
        `settings/domain/${first.id}`,
        { handle: 'staff-shop', updated_at: first.updated_at },
      ],
      ['DELETE', `settings/domain/${first.id}`],
      ['POST', `settings/domain/${first.id}/primary`],
      ['POST', `settings/domain/${first.id}/refresh`],
      ['POST', 'settings/domain-check', { handle: 'staff-shop' }],
    ];
    const snapshot = () => ctx.db.query('SELECT * FROM shop_domains ORDER BY id');
    const before = await snapshot();
    for (const [method, path, body] of requests) {
      const anonymous = await call(method, path, { session: { ...owner, accessToken: '' }, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, { session: staff, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toContain('domain');
    }
    expect(await snapshot()).toEqual(before);
    expect((await shop()).storefront_url).toBe('https://demo-shop.myshop.test');
  });
});

describe('POST settings/domain', () => {
  it('connects a domain, trimmed and lowercased, pending with the records to add', async () => {
    const created = await connect('  Shop.Example.COM ');
    expect(created).toEqual({
      id: expect.stringMatching(/^dom_/),
      kind: 'custom',
      host: 'shop.example.com',
      handle: null,
      primary: false,
      status: 'pending',
      records: [
        {
          purpose: 'routing',
          type: 'CNAME',
          name: 'shop.example.com',
          value: 'shops.myshop.test',
          state: 'unchecked',
          found: [],
        },
        {
          purpose: 'verification',
          type: 'TXT',
          name: '_shop-verification.shop.example.com',
          value: expect.stringMatching(/^shop-verification=[0-9a-f]{32}$/),
          state: 'unchecked',
          found: [],
        },
      ],
      checked_at: null,
      created_at: expect.any(Number),
      updated_at: created.created_at,
    });
    expect(await byHost('shop.example.com')).toEqual(created);
  });

  it('answers 422 on the domain field (§5 host name rule, taken, on the platform) and adds nothing', async () => {
    const before = await list();
    const invalid = (title: string) => [{ field: 'domain', title }];
    const cases: [unknown, { field: string; title: string }[]][] = [
      [{}, [{ field: 'domain', title: expect.any(String) }]],
      [{ domain: '' }, invalid(DOMAIN_INVALID)],
      [{ domain: 'localhost' }, invalid(DOMAIN_INVALID)],
      [{ domain: 'https://shop.example.com/' }, invalid(DOMAIN_INVALID)],
      [{ domain: 'shop..example.com' }, invalid(DOMAIN_INVALID)],
      [{ domain: '-shop.example.com' }, invalid(DOMAIN_INVALID)],
      [{ domain: 'shop_1.example.com' }, invalid(DOMAIN_INVALID)],
      [{ domain: 'shop.example.123' }, invalid(DOMAIN_INVALID)],
      [{ domain: `${'a'.repeat(250)}.com` }, invalid(DOMAIN_INVALID)],
      [{ domain: 42 }, [{ field: 'domain', title: expect.any(String) }]],
      [{ domain: 'WWW.Demo-Shop.Example' }, invalid(DOMAIN_TAKEN)],
      [{ domain: 'demo-outlet.myshop.test' }, invalid(DOMAIN_ON_PLATFORM)],
      [{ domain: 'another.myshop.test' }, invalid(DOMAIN_ON_PLATFORM)],
    ];
    for (const [body, errors] of cases) {
      const res = await call('POST', 'settings/domain', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: 'Validation failed', errors });
    }
    expect(await list()).toEqual(before);
  });

  it("refuses another shop's custom domain as taken", async () => {
    await ctx.db.query(
      `INSERT INTO shop_domains (id, shop_id, kind, host, status, verification_token, created_at, updated_at)
       VALUES ('dom_outletcustom', $1, 'custom', 'outlet.example.com', 'pending', 'tok', 1, 1)`,
      [OUTLET_SHOP_ID],
    );
    const res = await call('POST', 'settings/domain', { body: { domain: 'outlet.example.com' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'domain', title: DOMAIN_TAKEN }]);
  });
});

describe('PUT settings/domain/{id}', () => {
  it("renames a custom domain: its check starts again, and a primary one hands back to the shop's address", async () => {
    const domain = await connect('rename-me.example.com');
    ctx.dnsZone['rename-me.example.com'] = { CNAME: ['shops.myshop.test'] };
    ctx.dnsZone['_shop-verification.rename-me.example.com'] = {
      TXT: [records(domain).verification.value],
    };
    expect((await call('POST', `settings/domain/${domain.id}/refresh`)).body.status).toBe(
      'verified',
    );
    await call('POST', `settings/domain/${domain.id}/primary`);
    expect((await shop()).storefront_url).toBe('https://rename-me.example.com');

    const current = (await byHost('rename-me.example.com'))!;
    ctx.clock.advance(60);
    const res = await call('PUT', `settings/domain/${domain.id}`, {
      body: { domain: 'Renamed.Example.com', updated_at: current.updated_at },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      host: 'renamed.example.com',
      status: 'pending',
      primary: false,
      checked_at: null,
      records: [
        { name: 'renamed.example.com', state: 'unchecked', found: [] },
        // The token proves the shop, whatever the name: it stays.
        {
          name: '_shop-verification.renamed.example.com',
          value: records(domain).verification.value,
          state: 'unchecked',
        },
      ],
    });
    expect(res.body.updated_at).toBeGreaterThan(current.updated_at);
    expect((await list()).items.find((d) => d.primary)?.kind).toBe('platform');
    expect((await shop()).storefront_url).toBe('https://demo-shop.myshop.test');
  });

  it('answers 409 with the domain as saved when the version is stale, 428 without one', async () => {
    const domain = await connect('stale.example.com');
    ctx.clock.advance(60);
    const first = await call('PUT', `settings/domain/${domain.id}`, {
      body: { domain: 'fresh.example.com', updated_at: domain.updated_at },
    });
    expect(first.status).toBe(200);
    const stale = await call('PUT', `settings/domain/${domain.id}`, {
      body: { domain: 'mine.example.com', updated_at: domain.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(first.body);
    const unversioned = await call('PUT', `settings/domain/${domain.id}`, {
      body: { domain: 'mine.example.com' },
    });
    expect(unversioned.status).toBe(428);
    expect(unversioned.body.errors).toEqual([{ field: 'updated_at', title: VERSION_REQUIRED }]);
    expect(await byHost('fresh.example.com')).toEqual(first.body);
    expect(await byHost('mine.example.com')).toBeUndefined();
  });

  it('answers 422 on the field: a bad or taken host, a handle for a custom domain', async () => {
    const domain = await connect('edit-me.example.com');
    const cases: [unknown, { field: string; title: string }[]][] = [
      [{ domain: 'nope' }, [{ field: 'domain', title: DOMAIN_INVALID }]],
      [{ domain: 'www.demo-shop.example' }, [{ field: 'domain', title: DOMAIN_TAKEN }]],
      [{ domain: 'x.myshop.test' }, [{ field: 'domain', title: DOMAIN_ON_PLATFORM }]],
      [
        { handle: 'my-handle' },
        [{ field: 'handle', title: "Only the shop's own address has a handle" }],
      ],
      [{}, [{ field: 'domain', title: 'Required' }]],
    ];
    for (const [body, errors] of cases) {
      const res = await call('PUT', `settings/domain/${domain.id}`, {
        body: { ...(body as object), updated_at: domain.updated_at },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await byHost('edit-me.example.com')).toEqual(domain);
  });

  it('answers 404 for an unknown domain and for one of another shop', async () => {
    for (const id of ['dom_nope', `dom_${OUTLET_SHOP_ID}`]) {
      const res = await call('PUT', `settings/domain/${id}`, {
        body: { handle: 'taken-over', updated_at: 0 },
      });
      expect(res.status, id).toBe(404);
    }
    const outlet = await ctx.db.query<{ handle: string }>(
      "SELECT handle FROM shop_domains WHERE shop_id = $1 AND kind = 'platform'",
      [OUTLET_SHOP_ID],
    );
    expect(outlet).toEqual([{ handle: 'demo-outlet' }]);
  });
});

describe("the shop's handle (its own address)", () => {
  const own = async () => (await list()).items.find((d) => d.kind === 'platform')!;

  it('is checked as typed: free, taken by another shop, kept by the platform, the shop’s own', async () => {
    const check = async (handle: string) =>
      (await call<DomainCheck & Refusal>('POST', 'settings/domain-check', { body: { handle } }))
        .body;
    expect(await check('Fresh-Handle')).toEqual({ handle: 'fresh-handle', available: true });
    expect(await check('demo-outlet')).toEqual({ handle: 'demo-outlet', available: false });
    expect(await check('shops')).toEqual({ handle: 'shops', available: false });
    expect(await check((await own()).handle!)).toEqual({
      handle: (await own()).handle,
      available: true,
    });
    const short = await call('POST', 'settings/domain-check', { body: { handle: 'abc' } });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([{ field: 'handle', title: 'At least 5 characters' }]);
  });

  it('answers 422 by the §5 slug rule and "URL already taken", changing nothing', async () => {
    const before = await own();
    const cases: [unknown, string][] = [
      [{ handle: 'abcd' }, 'At least 5 characters'],
      [{ handle: 'two--dashes' }, 'Use letters, digits and single - or _ between them'],
      [{ handle: '-leading' }, 'Use letters, digits and single - or _ between them'],
      [{ handle: 'with space' }, 'Use letters, digits and single - or _ between them'],
      [{ handle: 'a'.repeat(64) }, 'At most 63 characters'],
      [{ handle: 'Demo-Outlet' }, HANDLE_TAKEN],
      [{ handle: 'admin' }, HANDLE_TAKEN],
      [{ domain: 'shop.example.net' }, "The shop's own address changes by its handle"],
    ];
    for (const [body, title] of cases) {
      const res = await call('PUT', `settings/domain/${before.id}`, {
        body: { ...(body as object), updated_at: before.updated_at },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e) => e.title)).toEqual([title]);
    }
    expect(await own()).toEqual(before);
  });

  it("moves the shop's host, its store switcher entry and, as primary, its storefront", async () => {
    const before = await own();
    ctx.clock.advance(60);
    const res = await call('PUT', `settings/domain/${before.id}`, {
      body: { handle: ' Harbor_Goods ', updated_at: before.updated_at },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'platform',
      handle: 'harbor_goods',
      host: 'harbor_goods.myshop.test',
      primary: true,
      status: 'verified',
    });
    expect((await shop()).storefront_url).toBe('https://harbor_goods.myshop.test');
    const stores = (await call<StoreList>('GET', 'stores')).body.items;
    expect(stores.find((s) => s.current)?.host).toBe('harbor_goods.myshop.test');
    // The old handle is free again.
    const check = await call<DomainCheck>('POST', 'settings/domain-check', {
      body: { handle: before.handle },
    });
    expect(check.body.available).toBe(true);
  });
});

describe('DELETE settings/domain/{id}', () => {
  it("disconnects a custom domain; the primary one hands the storefront back to the shop's address", async () => {
    const domain = await connect('goodbye.example.com');
    ctx.dnsZone['goodbye.example.com'] = { CNAME: ['shops.myshop.test.'] };
    ctx.dnsZone['_shop-verification.goodbye.example.com'] = {
      TXT: [records(domain).verification.value],
    };
    await call('POST', `settings/domain/${domain.id}/refresh`);
    await call('POST', `settings/domain/${domain.id}/primary`);
    expect((await shop()).storefront_url).toBe('https://goodbye.example.com');

    expect((await call('DELETE', `settings/domain/${domain.id}`)).status).toBe(204);
    expect(await byHost('goodbye.example.com')).toBeUndefined();
    const primary = (await list()).items.find((d) => d.primary)!;
    expect(primary.kind).toBe('platform');
    expect((await shop()).storefront_url).toBe(`https://${primary.host}`);
    expect((await call('DELETE', `settings/domain/${domain.id}`)).status).toBe(404);
  });

  it("keeps the shop's own address (409) and another shop's domains (404)", async () => {
    const before = await list();
    const own = before.items.find((d) => d.kind === 'platform')!;
    const kept = await call('DELETE', `settings/domain/${own.id}`);
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe("The shop's own address cannot be removed");
    expect((await call('DELETE', 'settings/domain/dom_outletcustom')).status).toBe(404);
    expect(await list()).toEqual(before);
  });
});

describe('POST settings/domain/{id}/primary', () => {
  it('makes a verified domain primary; the storefront follows', async () => {
    const www = (await byHost('www.demo-shop.example'))!;
    const res = await call<DomainList>('POST', `settings/domain/${www.id}/primary`);
    expect(res.status).toBe(200);
    expect(res.body.items.filter((d) => d.primary).map((d) => d.host)).toEqual([
      'www.demo-shop.example',
    ]);
    expect((await shop()).storefront_url).toBe('https://www.demo-shop.example');
    const own = res.body.items.find((d) => d.kind === 'platform')!;
    await call('POST', `settings/domain/${own.id}/primary`);
    expect((await shop()).storefront_url).toBe(`https://${own.host}`);
  });

  it('refuses a domain that is not verified (409) and changes nothing', async () => {
    const before = await list();
    const apex = (await byHost('demo-shop.example'))!;
    const res = await call('POST', `settings/domain/${apex.id}/primary`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Verify the domain before making it primary');
    expect(await list()).toEqual(before);
    expect((await call('POST', 'settings/domain/dom_nope/primary')).status).toBe(404);
  });
});

describe('POST settings/domain/{id}/refresh (DNS through a fake resolver)', () => {
  it('finds nothing for a domain whose records are not there yet: failed, both missing', async () => {
    const domain = await connect('nothing-yet.example.org');
    const res = await call('POST', `settings/domain/${domain.id}/refresh`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('failed');
    expect(res.body.records.map((r) => [r.type, r.state, r.found])).toEqual([
      ['CNAME', 'missing', []],
      ['TXT', 'missing', []],
    ]);
    expect(res.body.checked_at).toBe(Math.floor(ctx.clock.now() / 1000));
    // A check is no edit: the version stays, so an open edit form does not turn stale.
    expect(res.body.updated_at).toBe(domain.updated_at);
    expect(await byHost('nothing-yet.example.org')).toEqual(res.body);
  });

  it('verifies a domain once both records are found, and says what it found', async () => {
    const domain = await connect('found.example.org');
    const { verification } = records(domain);
    ctx.dnsZone['found.example.org'] = { CNAME: ['Shops.MyShop.test.'] };
    ctx.dnsZone['_shop-verification.found.example.org'] = {
      TXT: ['v=spf1 -all', verification.value],
    };
    const res = await call('POST', `settings/domain/${domain.id}/refresh`);
    expect(res.body.status).toBe('verified');
    expect(res.body.records.map((r) => [r.state, r.found])).toEqual([
      ['ok', [{ type: 'CNAME', value: 'Shops.MyShop.test.' }]],
      [
        'ok',
        [
          { type: 'TXT', value: 'v=spf1 -all' },
          { type: 'TXT', value: verification.value },
        ],
      ],
    ]);
  });

  it('shows records that point elsewhere or hold another token as mismatches', async () => {
    const domain = await connect('elsewhere.example.org');
    ctx.dnsZone['elsewhere.example.org'] = { CNAME: ['old-host.example.net'] };
    ctx.dnsZone['_shop-verification.elsewhere.example.org'] = {
      TXT: ['shop-verification=0000'],
    };
    const res = await call('POST', `settings/domain/${domain.id}/refresh`);
    expect(res.body.status).toBe('failed');
    expect(res.body.records.map((r) => [r.state, r.found])).toEqual([
      ['mismatch', [{ type: 'CNAME', value: 'old-host.example.net' }]],
      ['mismatch', [{ type: 'TXT', value: 'shop-verification=0000' }]],
    ]);
  });

  it('checks an apex domain by its A record (a CNAME to the platform will do too)', async () => {
    const apex = await connect('apex-shop.org');
    const token = records(apex).verification.value;
    ctx.dnsZone['_shop-verification.apex-shop.org'] = { TXT: [token] };
    ctx.dnsZone['apex-shop.org'] = { A: ['198.51.100.7'] };
    let res = await call('POST', `settings/domain/${apex.id}/refresh`);
    expect(res.body.records[0]).toMatchObject({
      type: 'A',
      value: '203.0.113.10',
      state: 'mismatch',
      found: [{ type: 'A', value: '198.51.100.7' }],
    });
    ctx.dnsZone['apex-shop.org'] = { A: ['198.51.100.7', '203.0.113.10'] };
    res = await call('POST', `settings/domain/${apex.id}/refresh`);
    expect(res.body.status).toBe('verified');
    // A verified domain that loses its records fails the next check (and stays connected).
    delete ctx.dnsZone['_shop-verification.apex-shop.org'];
    res = await call('POST', `settings/domain/${apex.id}/refresh`);
    expect(res.body.status).toBe('failed');
    expect(res.body.records[1]!.state).toBe('missing');
  });

  it('tells a failed lookup from a missing record', async () => {
    const domain = await connect('unreachable.example.org');
    ctx.dnsZone['unreachable.example.org'] = { error: 'ETIMEOUT' };
    ctx.dnsZone['_shop-verification.unreachable.example.org'] = { error: 'ESERVFAIL' };
    const res = await call('POST', `settings/domain/${domain.id}/refresh`);
    expect(res.body.status).toBe('failed');
    expect(res.body.records.map((r) => r.state)).toEqual(['lookup_failed', 'lookup_failed']);
  });

  it("has nothing to look up for the shop's own address, and 404 for an unknown domain", async () => {
    const own = (await list()).items.find((d) => d.kind === 'platform')!;
    const res = await call('POST', `settings/domain/${own.id}/refresh`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(own);
    expect((await call('POST', 'settings/domain/dom_nope/refresh')).status).toBe(404);
  });
});

describe('a platform configured on another domain (PLATFORM_DOMAIN, PLATFORM_CNAME_TARGET)', () => {
  const platform = {
    domain: 'shops.example',
    cnameTarget: 'edge.example.net',
    ipv4: '198.51.100.7',
  };
  let other: TestContext;
  let session: Session;
  beforeAll(async () => {
    other = await createTestContext({ config: { platform } });
    session = await signIn(other, DEMO_OWNER.email, DEMO_OWNER.password);
  });
  afterAll(() => other.close());
  const send = <T = Domain & Refusal>(method: string, path: string, body?: unknown) =>
    callJson<T>(other, method, path, { session, body });

  it('answers its domain, the records it expects, and keeps addresses on it for handles', async () => {
    const listed = await send<DomainList>('GET', 'settings/domain');
    expect(listed.body.platform_domain).toBe('shops.example');

    const sub = await send('POST', 'settings/domain', { domain: 'shop.harbor.example' });
    expect(sub.status).toBe(201);
    expect(records(sub.body).routing).toMatchObject({ type: 'CNAME', value: 'edge.example.net' });
    const apex = await send('POST', 'settings/domain', { domain: 'harbor.example' });
    expect(records(apex.body).routing).toMatchObject({ type: 'A', value: '198.51.100.7' });

    const onPlatform = await send('POST', 'settings/domain', { domain: 'mine.shops.example' });
    expect(onPlatform.status).toBe(422);
    expect(onPlatform.body.errors).toEqual([{ field: 'domain', title: DOMAIN_ON_PLATFORM }]);

    const own = listed.body.items.find((d) => d.kind === 'platform')!;
    const renamed = await send('PUT', `settings/domain/${own.id}`, {
      handle: 'harbor-goods',
      updated_at: own.updated_at,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.host).toBe('harbor-goods.shops.example');
  });
});
