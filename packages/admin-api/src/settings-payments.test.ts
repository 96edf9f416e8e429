import { describe, expect, it } from 'vitest';
import { CREDENTIAL_MESSAGES, modeOfValue } from './credentials';
import { PAYMENT_PROVIDER_IDS, PAYMENT_PROVIDERS, paymentProvider } from './payment-providers';
import {
  cashOnDeliveryBodySchema,
  PAYMENT_MESSAGES,
  paymentCredentialIssues,
  platformPaymentsBodySchema,
} from './settings-payments';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('the provider catalogue', () => {
  it('has the 17 providers of §2, in its order', () => {
    expect(PAYMENT_PROVIDERS.map((p) => p.id)).toEqual([...PAYMENT_PROVIDER_IDS]);
    expect(PAYMENT_PROVIDER_IDS).toHaveLength(17);
  });

  it('gives every provider a mark white text reads on (4.5:1), coverage and a secret', () => {
    for (const provider of PAYMENT_PROVIDERS) {
      const { color, monogram } = provider.mark;
      expect(color, provider.id).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(color) + 0.05), provider.id).toBeGreaterThanOrEqual(4.5);
      expect(monogram.length, provider.id).toBeLessThanOrEqual(2);
      expect(provider.countries.length, provider.id).toBeGreaterThan(0);
      expect(provider.currencies.length, provider.id).toBeGreaterThan(0);
      expect(
        provider.fields.some((f) => f.secret && f.required),
        provider.id,
      ).toBe(true);
      expect(provider.dashboardUrl, provider.id).toMatch(/^https:\/\//);
      const keys = provider.fields.map((f) => f.key);
      expect(new Set(keys).size, provider.id).toBe(keys.length);
    }
  });

  it("shows each field's example in the test mode it checks", () => {
    for (const provider of PAYMENT_PROVIDERS) {
      for (const field of provider.fields) {
        if (!field.example) continue;
        const example = field.example.replace(/…/g, 'x');
        if (field.modePrefixes) expect(modeOfValue(field, example), field.key).toBe('test');
        if (field.prefixes) expect(field.prefixes.some((p) => example.startsWith(p))).toBe(true);
        if (field.pattern) expect(field.pattern.test(example), field.key).toBe(true);
      }
    }
  });

  it('has the real fields the issue names', () => {
    const keys = (id: (typeof PAYMENT_PROVIDER_IDS)[number]) =>
      paymentProvider(id).fields.map((f) => `${f.key}${f.secret ? '*' : ''}`);
    expect(keys('stripe')).toEqual(['publishable_key', 'secret_key*', 'webhook_secret*']);
    expect(keys('paypal')).toEqual(['client_id', 'client_secret*', 'webhook_id']);
    expect(keys('razorpay')).toEqual(['key_id', 'key_secret*', 'webhook_secret*']);
    expect(keys('ccavenue')).toEqual(['merchant_id', 'access_code', 'working_key*']);
    expect(keys('vipps')).toEqual([
      'client_id',
      'client_secret*',
      'subscription_key*',
      'merchant_serial_number',
    ]);
  });
});

describe('paymentCredentialIssues', () => {
  const nothingSaved = { mode: null, storedSecrets: new Set<string>() };

  it('refuses Stripe keys of the other mode, each on its field', () => {
    const issues = paymentCredentialIssues(
      'stripe',
      {
        mode: 'test',
        credentials: {
          publishable_key: 'pk_live_51H',
          secret_key: 'sk_live_51H',
          webhook_secret: 'whsec_1',
        },
      },
      nothingSaved,
    );
    expect(issues).toEqual([
      { field: 'credentials.publishable_key', title: CREDENTIAL_MESSAGES.liveValueInTestMode },
      { field: 'credentials.secret_key', title: CREDENTIAL_MESSAGES.liveValueInTestMode },
    ]);
  });

  it('takes a restricted key, Razorpay live keys in live mode, and refuses unknown fields', () => {
    expect(
      paymentCredentialIssues(
        'stripe',
        {
          mode: 'live',
          credentials: { publishable_key: 'pk_live_1', secret_key: 'rk_live_1' },
        },
        { mode: 'live', storedSecrets: new Set(['webhook_secret']) },
      ),
    ).toEqual([]);
    expect(
      paymentCredentialIssues(
        'razorpay',
        { mode: 'live', credentials: { key_id: 'rzp_live_1', key_secret: 's', extra: 'x' } },
        nothingSaved,
      ),
    ).toEqual([{ field: 'credentials.extra', title: 'This service has no such field' }]);
  });

  it('checks CCAvenue formats and leaves PayPal modes to the merchant', () => {
    expect(
      paymentCredentialIssues(
        'ccavenue',
        {
          mode: 'live',
          credentials: { merchant_id: 'M1', access_code: 'AVAB12CD34EF56GH', working_key: 'x' },
        },
        nothingSaved,
      ).map((i) => i.field),
    ).toEqual(['credentials.merchant_id', 'credentials.working_key']);
    expect(
      paymentCredentialIssues(
        'paypal',
        {
          mode: 'live',
          credentials: { client_id: 'A', client_secret: 'B', webhook_id: '1JE4291016473214C' },
        },
        nothingSaved,
      ),
    ).toEqual([]);
  });
});

describe('cash on delivery', () => {
  const body = {
    display_name: ' Cash on delivery ',
    status: 'active',
    updated_at: 1,
  } as const;

  it('trims, defaults the optional parts and takes minor units', () => {
    expect(cashOnDeliveryBodySchema.parse({ ...body, fee: 250, max_order: 50_000 })).toEqual({
      display_name: 'Cash on delivery',
      instructions: '',
      fee: 250,
      min_order: null,
      max_order: 50_000,
      status: 'active',
      updated_at: 1,
    });
  });

  it('refuses a minimum that is not below the maximum, on the maximum', () => {
    const result = cashOnDeliveryBodySchema.safeParse({
      ...body,
      min_order: 5000,
      max_order: 5000,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['max_order', PAYMENT_MESSAGES.minBelowMax],
    ]);
    expect(
      cashOnDeliveryBodySchema.safeParse({ ...body, fee: -1, min_order: 1.5 }).error?.issues,
    ).toHaveLength(2);
  });
});

describe('the platform provider', () => {
  it('takes a statement descriptor as card networks do', () => {
    const body = { status: 'active', updated_at: 1 } as const;
    expect(
      platformPaymentsBodySchema.safeParse({ ...body, statement_descriptor: 'DEMO SHOP' }).success,
    ).toBe(true);
    for (const bad of ['1234567', 'SHOP*', 'abc', 'x'.repeat(23)]) {
      expect(
        platformPaymentsBodySchema.safeParse({ ...body, statement_descriptor: bad }).success,
        bad,
      ).toBe(false);
    }
  });
});
