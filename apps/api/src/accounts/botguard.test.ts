import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SHOP_ID, DEMO_STAFF, OUTLET_SHOP_ID } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, openSignInForm, postSignIn, signIn, type Session } from '../test/session';
import { SIGN_IN_ERRORS } from './app';
import {
  CHALLENGE_TTL,
  DIFFICULTY_BITS,
  leadingZeroBits,
  proofHash,
  RISKY_AFTER_FAILURES,
} from './botguard';
import { pageSolver, solvedProof } from './botguard.test-helper';
import { textsFor } from './i18n';

const WRONG_CREDENTIALS = textsFor('en').t(SIGN_IN_ERRORS.wrongCredentials);
const PROOF_EXPIRED = textsFor('en').t(SIGN_IN_ERRORS.proofExpired);

let ctx: TestContext;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM attempt_counters');
});

/** A sign-in form with its challenge solved by the page's script, as a browser sends it. */
async function solvedForm() {
  const form = await openSignInForm(ctx);
  return { form, proof: solvedProof(form.html) };
}

async function setBotguard(shopId: string, enabled: boolean, level: 'risky' | 'always') {
  await ctx.db.query(
    `INSERT INTO shop_botguard (shop_id, enabled, level, updated_at) VALUES ($1, $2, $3, 1)
     ON CONFLICT (shop_id) DO UPDATE SET enabled = $2, level = $3`,
    [shopId, enabled, level],
  );
}

const wrongPassword = async (email: string) => {
  const form = await openSignInForm(ctx);
  return postSignIn(ctx, form, { email, password: 'not-the-password' });
};

describe("the page's script", () => {
  it('hashes as SHA-256 does', () => {
    const { sha256 } = pageSolver();
    for (const text of [
      '',
      'abc',
      'x'.repeat(55),
      'x'.repeat(56),
      'y'.repeat(64),
      'z'.repeat(130),
    ]) {
      const words = sha256(text).map((w) => (w >>> 0).toString(16).padStart(8, '0'));
      expect(words.join('')).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it("solves the form's challenge in a way the server accepts", async () => {
    const { proof } = await solvedForm();
    const hash = proofHash(proof.botguard_challenge, proof.botguard_solution);
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(DIFFICULTY_BITS);
  });
});

describe('botguard off (the default)', () => {
  it('signs in with or without a proof', async () => {
    const plain = await postSignIn(ctx, await openSignInForm(ctx), DEMO_OWNER);
    expect(plain.status).toBe(303);
    const { form, proof } = await solvedForm();
    expect((await postSignIn(ctx, form, { ...DEMO_OWNER, ...proof })).status).toBe(303);
  });
});

describe('botguard always', () => {
  beforeAll(() => setBotguard(DEMO_SHOP_ID, true, 'always'));
  afterAll(() => setBotguard(DEMO_SHOP_ID, false, 'always'));

  it('answers a sign-in without the proof as a wrong password, right password or not', async () => {
    for (const user of [DEMO_OWNER, DEMO_STAFF]) {
      const res = await postSignIn(ctx, await openSignInForm(ctx), user);
      expect(res.status).toBe(401);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain(WRONG_CREDENTIALS);
    }
    // The same answer as an unknown e-mail gets: nothing tells a script the account exists.
    const unknown = await postSignIn(ctx, await openSignInForm(ctx), {
      email: 'nobody@example.com',
      password: 'whatever-1',
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain(WRONG_CREDENTIALS);
  });

  it('signs in with a solved proof, once: the same proof again is refused', async () => {
    const { form, proof } = await solvedForm();
    const res = await postSignIn(ctx, form, { ...DEMO_STAFF, ...proof });
    expect(res.status).toBe(303);
    const again = await postSignIn(ctx, form, { ...DEMO_STAFF, ...proof });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(PROOF_EXPIRED);
  });

  it('refuses a proof that is forged, unsolved or expired, for every e-mail alike', async () => {
    const { form, proof } = await solvedForm();
    const [salt, bits, expires, mac] = proof.botguard_challenge.split('.');
    const cases = [
      // Easier than asked: the signature no longer fits.
      { ...proof, botguard_challenge: [salt, '1', expires, mac].join('.') },
      { ...proof, botguard_challenge: [salt, bits, String(Number(expires) + 3600), mac].join('.') },
      { ...proof, botguard_solution: String(Number(proof.botguard_solution) + 1) },
      { ...proof, botguard_solution: 'not-a-number' },
      { botguard_challenge: 'junk', botguard_solution: '1' },
    ];
    for (const fields of cases) {
      for (const email of [DEMO_STAFF.email, 'nobody@example.com']) {
        const res = await postSignIn(ctx, form, {
          email,
          password: DEMO_STAFF.password,
          ...fields,
        });
        // A solution one off may by chance be a solution too; none of the others can be.
        if (fields.botguard_solution === String(Number(proof.botguard_solution) + 1)) {
          const ok = leadingZeroBits(
            proofHash(fields.botguard_challenge, fields.botguard_solution),
          );
          if (ok >= DIFFICULTY_BITS) continue;
        }
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(await res.text()).toContain(PROOF_EXPIRED);
      }
    }
    ctx.clock.advance(CHALLENGE_TTL);
    const late = await postSignIn(ctx, form, { ...DEMO_STAFF, ...proof });
    expect(late.status).toBe(400);
  });

  it('protects every account of the shop, and an account of two shops gets the strictest', async () => {
    await setBotguard(OUTLET_SHOP_ID, true, 'risky');
    const res = await postSignIn(ctx, await openSignInForm(ctx), DEMO_OWNER);
    expect(res.status).toBe(401);
    await setBotguard(OUTLET_SHOP_ID, false, 'risky');
  });
});

describe('botguard when risky', () => {
  beforeAll(() => setBotguard(DEMO_SHOP_ID, true, 'risky'));
  afterAll(() => setBotguard(DEMO_SHOP_ID, false, 'risky'));

  it(`asks for the proof only after ${RISKY_AFTER_FAILURES} failures on the account`, async () => {
    expect((await postSignIn(ctx, await openSignInForm(ctx), DEMO_STAFF)).status).toBe(303);
    for (let i = 0; i < RISKY_AFTER_FAILURES; i++) {
      expect((await wrongPassword(DEMO_STAFF.email)).status).toBe(401);
    }
    const without = await postSignIn(ctx, await openSignInForm(ctx), DEMO_STAFF);
    expect(without.status).toBe(401);
    expect(await without.text()).toContain(WRONG_CREDENTIALS);
    const { form, proof } = await solvedForm();
    expect((await postSignIn(ctx, form, { ...DEMO_STAFF, ...proof })).status).toBe(303);
  });

  it('and after failures from the same address on other e-mails', async () => {
    for (let i = 0; i < RISKY_AFTER_FAILURES; i++) await wrongPassword(`guess${i}@example.com`);
    expect((await postSignIn(ctx, await openSignInForm(ctx), DEMO_OWNER)).status).toBe(401);
  });

  it('is configured through the API, whose save the sign-in follows at once', async () => {
    await ctx.db.query('DELETE FROM shop_botguard');
    // A fresh session: the clock has moved past the access token's lifetime.
    owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
    const res = await callJson(ctx, 'PUT', 'settings/security/botguard', {
      session: owner,
      body: { enabled: true, level: 'always', updated_at: 0 },
    });
    expect(res.status).toBe(200);
    expect((await postSignIn(ctx, await openSignInForm(ctx), DEMO_STAFF)).status).toBe(401);
  });
});
