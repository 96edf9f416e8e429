import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_MESSAGES,
  paymentCredentialIssues,
  paymentProvider,
  paymentProviderBodySchema,
  shippingCarrier,
  shippingCarrierBodySchema,
  shippingCredentialIssues,
  type PaymentProviderSettings,
  type ShippingCarrierSettings,
} from '@shop/admin-api';
import {
  credentialsBody,
  credentialsFieldOf,
  credentialsToForm,
  type CredentialService,
} from './credentials-form';

/** Stripe as payments' setup gives it to the form. */
const stripe: CredentialService = {
  fields: paymentProvider('stripe').fields,
  bodySchema: paymentProviderBodySchema.omit({ updated_at: true }),
  issues: (body, saved) => paymentCredentialIssues('stripe', body, saved),
};

/** DHL Express as shipping's setup gives it to the form. */
const dhl: CredentialService = {
  fields: shippingCarrier('dhl-express').fields,
  bodySchema: shippingCarrierBodySchema.omit({ updated_at: true }),
  issues: (body, saved) => shippingCredentialIssues('dhl-express', body, saved),
};

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

const dhlConnected: ShippingCarrierSettings = {
  provider: 'dhl-express',
  connected: true,
  status: 'inactive',
  mode: 'live',
  credentials: { api_key: 'shop-key', account_number: '123456789' },
  secrets: { api_secret: 'cret' },
  updated_at: 1_700_000_000,
};

describe('the credentials form of a payment provider', () => {
  it('starts from the catalogue: every field, secrets empty, the status as a switch', () => {
    expect(credentialsToForm(stripe.fields, notConnected)).toEqual({
      mode: 'test',
      active: false,
      credentials: { publishable_key: '', secret_key: '', webhook_secret: '' },
    });
    expect(credentialsToForm(stripe.fields, connected)).toEqual({
      mode: 'test',
      active: true,
      credentials: { publishable_key: 'pk_test_123', secret_key: '', webhook_secret: '' },
    });
  });

  it('refuses live keys in test mode before sending, on each key', () => {
    const { schema, toBody } = credentialsBody(stripe, notConnected);
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
    const { schema, toBody } = credentialsBody(stripe, connected);
    const values = credentialsToForm(stripe.fields, connected);
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
    expect(credentialsFieldOf('credentials.secret_key')).toBe('credentials.secret_key');
    expect(credentialsFieldOf('status')).toBe('active');
    expect(credentialsFieldOf('mode')).toBe('mode');
    expect(credentialsFieldOf('updated_at')).toBeUndefined();
  });
});

describe('the credentials form of a carrier', () => {
  it('starts from the catalogue: plain values as saved, the secret empty, the status off', () => {
    expect(credentialsToForm(dhl.fields, dhlConnected)).toEqual({
      mode: 'live',
      active: false,
      credentials: { api_key: 'shop-key', api_secret: '', account_number: '123456789' },
    });
  });

  it("checks the carrier's formats and keeps its saved secret, but not across a change of mode", () => {
    const { schema, toBody } = credentialsBody(dhl, dhlConnected);
    const values = credentialsToForm(dhl.fields, dhlConnected);
    expect(schema.parse(toBody({ ...values, active: true }))).toEqual({
      mode: 'live',
      status: 'active',
      credentials: { api_key: 'shop-key', api_secret: '', account_number: '123456789' },
    });
    const refused = schema.safeParse(
      toBody({
        ...values,
        mode: 'test',
        credentials: { ...values.credentials, account_number: '12345' },
      }),
    );
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['credentials.api_secret', CREDENTIAL_MESSAGES.savedForOtherMode],
      ['credentials.account_number', CREDENTIAL_MESSAGES.format],
    ]);
  });
});
