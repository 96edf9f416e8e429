import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { CREDENTIAL_KEYS, PAYMENT_PROVIDERS, paymentProvider } from '@shop/admin-api';
import azSettings from '../../../../../public/locales/az/settings.json';
import enSettings from '../../../../../public/locales/en/settings.json';
import { credentialHint, credentialLabel } from './credential-text';

async function tIn(lng: 'en' | 'az') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    // As the app's (lib/i18n/init.ts): React escapes.
    interpolation: { escapeValue: false },
    ns: ['settings'],
    defaultNS: 'settings',
    resources: { en: { settings: enSettings }, az: { settings: azSettings } },
  });
  return i18n.t;
}

describe('the words of the credential forms', () => {
  it('label every credential of the catalogue and say what every provider is, in en and az', () => {
    for (const payments of [enSettings.payments, azSettings.payments]) {
      const labels = payments.fields as Record<string, string>;
      const about = payments.about as Record<string, string>;
      for (const key of CREDENTIAL_KEYS) expect(labels[key], key).toBeTruthy();
      for (const { id } of PAYMENT_PROVIDERS) expect(about[id], id).toBeTruthy();
    }
  });

  it("build each field's hint from the catalogue: prefixes per mode, own words, optional", async () => {
    const t = await tIn('en');
    const [publishable, secret, webhook] = paymentProvider('stripe').fields;
    expect(credentialLabel(t, 'secret_key')).toBe('Secret key');
    expect(credentialHint(t, 'stripe', publishable!)).toBe(
      'Starts with pk_test_ in test mode, pk_live_ in live mode.',
    );
    expect(credentialHint(t, 'stripe', secret!)).toBe(
      'Starts with sk_test_ / rk_test_ in test mode, sk_live_ / rk_live_ in live mode. A restricted key (rk_) works too, with the rights you gave it.',
    );
    expect(credentialHint(t, 'stripe', webhook!)).toBe(
      'Starts with whsec_. Shown on the webhook endpoint you added for this shop.',
    );
    const [, , razorpayWebhook] = paymentProvider('razorpay').fields;
    expect(credentialHint(await tIn('az'), 'razorpay', razorpayWebhook!)).toBe(
      'Webhook əlavə edərkən seçdiyiniz sirr. İstəyə bağlı.',
    );
  });
});
