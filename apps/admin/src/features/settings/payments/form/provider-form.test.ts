import { describe, expect, it } from 'vitest';
import { CREDENTIAL_MESSAGES, type PaymentProviderSettings } from '@shop/admin-api';
import { providerBody, providerFieldOf, providerToForm } from './provider-form';

const notConnected: PaymentProviderSettings = {
  provider: 'stripe',
  connected: false,
  status: 'inactive',
  mode: 'test',
  credentials: {},
  secrets: { secret_key: null, webhook_secret: null },
  updated_at: 0,
};

const connected: PaymentProviderSettings = {
  ...notConnected,
  connected: true,
  status: 'active',
  credentials: { publishable_key: 'pk_test_123' },
  secrets: { secret_key: '4242', webhook_secret: '1111' },
  updated_at: 1_700_000_000,
};

describe('the provider form', () => {
  it('starts from the catalogue: every field, secrets empty, the status as a switch', () => {
    expect(providerToForm(notConnected)).toEqual({
      mode: 'test',
      active: false,
      credentials: { publishable_key: '', secret_key: '', webhook_secret: '' },
    });
    expect(providerToForm(connected)).toEqual({
      mode: 'test',
      active: true,
      credentials: { publishable_key: 'pk_test_123', secret_key: '', webhook_secret: '' },
    });
  });

  it('refuses live keys in test mode before sending, on each key', () => {
    const { schema, toBody } = providerBody(notConnected);
    const result = schema.safeParse(
      toBody({
        mode: 'test',
        active: true,
        credentials: {
          publishable_key: 'pk_live_1',
          secret_key: 'sk_live_1',
          webhook_secret: 'whsec_1',
        },
      }),
    );
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['credentials.publishable_key', CREDENTIAL_MESSAGES.liveValueInTestMode],
      ['credentials.secret_key', CREDENTIAL_MESSAGES.liveValueInTestMode],
    ]);
  });

  it('keeps saved secrets (empty fields pass) but not across a change of mode', () => {
    const { schema, toBody } = providerBody(connected);
    const values = providerToForm(connected);
    expect(schema.parse(toBody(values))).toEqual({
      mode: 'test',
      status: 'active',
      credentials: { publishable_key: 'pk_test_123', secret_key: '', webhook_secret: '' },
    });
    const live = schema.safeParse(
      toBody({
        ...values,
        mode: 'live',
        credentials: { ...values.credentials, publishable_key: 'pk_live_9' },
      }),
    );
    expect(live.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'credentials.secret_key',
      'credentials.webhook_secret',
    ]);
  });

  it("puts each body field's message on its form field", () => {
    expect(providerFieldOf('credentials.secret_key')).toBe('credentials.secret_key');
    expect(providerFieldOf('status')).toBe('active');
    expect(providerFieldOf('mode')).toBe('mode');
    expect(providerFieldOf('updated_at')).toBeUndefined();
  });
});
