import {
  APP_STORE_TOKEN_AUDIENCE,
  APP_STORE_TOKEN_SCOPE,
  APP_STORE_TOKEN_TTL,
  type AppStoreToken,
} from '@shop/admin-api';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APP_STORE_TOKEN_ISSUER,
  appStoreTokenKey,
  signAppStoreToken,
  verifyAppStoreToken,
} from '../app-store/token';
import { resolveAuthSecret } from '../auth/secret';
import { CLOCK_SKEW_SECONDS } from '../auth/jwt';
import { nowSeconds } from '../clock';
import { DEMO_OWNER, DEMO_SHOP_ID, OUTLET_SHOP_ID } from '../db/seed';
import { createTestContext } from '../test/context';
import { demoShop } from '../test/demo-shop';
import { callJson, signIn, type Session } from '../test/session';

const PATH = 'settings/app-store/generateToken';

// The demo staff member holds `product` and `order`, not `app`.
const { ctx, owner, staff } = demoShop();
/** The key the widget's service checks tokens with: here, derived from the auth secret. */
let key: Uint8Array;

beforeAll(async () => {
  key = appStoreTokenKey(await resolveAuthSecret(ctx.db, ctx.config.authSecret));
});

const generate = (session: Session = owner) =>
  callJson<AppStoreToken & { message?: string }>(ctx, 'GET', PATH, { session });

describe('GET settings/app-store/generateToken', () => {
  it('signs a short-lived token for the account in its shop, for the widget alone', async () => {
    const now = nowSeconds(ctx.clock);
    const res = await generate();
    expect(res.status).toBe(200);
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.expires_at).toBe(now + APP_STORE_TOKEN_TTL);

    const claims = await verifyAppStoreToken(res.body.token, key, now);
    expect(claims).toEqual({
      sub: 'acct_owner',
      shop: DEMO_SHOP_ID,
      scope: APP_STORE_TOKEN_SCOPE,
      iat: now,
      exp: now + APP_STORE_TOKEN_TTL,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(decodeProtectedHeader(res.body.token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(res.body.token)).toMatchObject({
      iss: APP_STORE_TOKEN_ISSUER,
      aud: APP_STORE_TOKEN_AUDIENCE,
    });
    // Each token is its own.
    const again = await generate();
    expect(again.body.token).not.toBe(res.body.token);
  });

  it("is scoped to the session's account and shop, whatever the request says", async () => {
    await ctx.db.query(
      `UPDATE account_shops SET permission = array_append(permission, 'app')
        WHERE account_id = 'acct_staff'`,
    );
    try {
      const res = await callJson<AppStoreToken>(ctx, 'GET', PATH, {
        session: staff,
        query: { shop: OUTLET_SHOP_ID, sub: 'acct_owner' },
      });
      expect(res.status).toBe(200);
      expect(await verifyAppStoreToken(res.body.token, key, nowSeconds(ctx.clock))).toMatchObject({
        sub: 'acct_staff',
        shop: DEMO_SHOP_ID,
        scope: APP_STORE_TOKEN_SCOPE,
      });
    } finally {
      await ctx.db.query(
        `UPDATE account_shops SET permission = array_remove(permission, 'app')
          WHERE account_id = 'acct_staff'`,
      );
    }
  });

  it('is refused once expired, and when its signature or claims were changed', async () => {
    const issued = nowSeconds(ctx.clock);
    const { token } = (await generate()).body;
    expect(await verifyAppStoreToken(token, key, issued + APP_STORE_TOKEN_TTL - 1)).not.toBeNull();
    expect(
      await verifyAppStoreToken(token, key, issued + APP_STORE_TOKEN_TTL + CLOCK_SKEW_SECONDS + 1),
    ).toBeNull();

    // Another shop put into the payload, the signature kept: refused.
    const [header, , signature] = token.split('.');
    const payload = { ...decodeJwt(token), shop: OUTLET_SHOP_ID };
    const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    expect(await verifyAppStoreToken(tampered, key, issued)).toBeNull();
    // A changed character of the signature: refused. One inside it, whose six bits all count (the
    // last one's low bits may be padding), and truly changed (not replaced by the same letter).
    const at = token.length - 10;
    const flipped = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await verifyAppStoreToken(flipped, key, issued)).toBeNull();
    // Signed with another key (a service that does not share ours): refused.
    const forged = await signAppStoreToken(
      { accountId: 'acct_owner', shopId: OUTLET_SHOP_ID },
      appStoreTokenKey('another secret of at least thirty-two characters'),
      issued,
    );
    expect(await verifyAppStoreToken(forged.token, key, issued)).toBeNull();
    // "none" is no algorithm.
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyAppStoreToken(unsigned, key, issued)).toBeNull();
  });

  it('is no access token of the API, and an access token is no widget token', async () => {
    const { token } = (await generate()).body;
    const asBearer = await callJson(ctx, 'GET', 'settings/integrations', { bearer: token });
    expect(asBearer.status).toBe(401);
    expect(await verifyAppStoreToken(owner.accessToken, key, nowSeconds(ctx.clock))).toBeNull();
  });

  it('is signed with APP_STORE_TOKEN_SECRET when one is set, which the widget shares', async () => {
    const shared = 'the-widget-service-shares-this-secret-key';
    const other = await createTestContext({
      config: { appStore: { widget: null, tokenSecret: shared } },
    });
    try {
      const session = await signIn(other, DEMO_OWNER.email, DEMO_OWNER.password);
      const res = await callJson<AppStoreToken>(other, 'GET', PATH, { session });
      expect(res.status).toBe(200);
      const now = nowSeconds(other.clock);
      expect(await verifyAppStoreToken(res.body.token, appStoreTokenKey('', shared), now)).toEqual(
        expect.objectContaining({ sub: 'acct_owner', shop: DEMO_SHOP_ID }),
      );
      expect(await verifyAppStoreToken(res.body.token, key, now)).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('answers 401 without a session and 403 to a member without the app policy', async () => {
    const anonymous = await callJson(ctx, 'GET', PATH, { session: { ...owner, accessToken: '' } });
    expect(anonymous.status).toBe(401);
    const refused = await generate(staff);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'This action requires the "app" permission',
      errors: [],
    });
  });
});
