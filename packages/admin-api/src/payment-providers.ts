import type { CredentialField } from './credentials';

/**
 * The payment providers a shop can connect (§2 settings › payments, §3 payment provider keys): the
 * one catalogue the server checks saves against and the admin builds its pages and forms from. Each
 * provider's fields are the credentials it really issues, named as it names them, with which are
 * secret and how a test key and a live key start where the provider tells them apart that way.
 * Where it does not (PayPal, Vipps, CCAvenue...), sandbox and production have separate credentials
 * and the merchant says which ones these are.
 *
 * Countries (ISO 3166-1 alpha-2) and currencies (ISO 4217; Nicky's crypto assets by their tickers)
 * are where each provider takes payments for merchants, as the providers publish it (2026).
 * Brand names are facts and stay untranslated; the mark is a neutral monogram tile in a colour of
 * the provider's (no logo is copied), dark enough for white text (checked by a test).
 */

export const PAYMENT_PROVIDER_IDS = [
  'stripe',
  'mamopay',
  'payriff',
  'epoint',
  'paypal',
  'nicky',
  'vipps',
  'mollie',
  'yoco',
  'paystack',
  'razorpay',
  'ccavenue',
  'cashfree',
  'flutterwave',
  'iyzico',
  'netseasy',
  'mercadopago',
] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];

export interface PaymentProvider {
  id: PaymentProviderId;
  /** The provider's name, as it writes it. */
  name: string;
  /** A monogram tile: one or two letters on the provider's colour (#rrggbb). */
  mark: { monogram: string; color: string };
  /** Where the merchant signs in to find these credentials. */
  dashboardUrl: string;
  /** Where it takes payments: countries of the merchant, or `worldwide`. */
  countries: 'worldwide' | readonly string[];
  /** What it charges in: currency codes, or `many` (more than a hundred). */
  currencies: 'many' | readonly string[];
  /** Its credentials, in the order its dashboard shows them. */
  fields: readonly CredentialField[];
}

const EEA_AND_UK = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IS', 'IE', 'IT',
  'LV', 'LI', 'LT', 'LU', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'CH', 'GB',
] as const; // prettier-ignore

const testLive = (test: string, live: string) => ({ test: [test], live: [live] });

export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [
  {
    id: 'stripe',
    name: 'Stripe',
    mark: { monogram: 'S', color: '#533afd' },
    dashboardUrl: 'https://dashboard.stripe.com/apikeys',
    countries: [
      ...EEA_AND_UK.filter((c) => c !== 'IS'),
      'AE', 'AU', 'BR', 'CA', 'GI', 'HK', 'IN', 'JP', 'MX', 'MY', 'NZ', 'SG', 'TH', 'US',
    ], // prettier-ignore
    currencies: 'many',
    fields: [
      {
        key: 'publishable_key',
        secret: false,
        required: true,
        modePrefixes: testLive('pk_test_', 'pk_live_'),
        example: 'pk_test_…',
      },
      {
        key: 'secret_key',
        secret: true,
        required: true,
        // A restricted key (rk_) works as the secret key with only the rights it was given.
        modePrefixes: { test: ['sk_test_', 'rk_test_'], live: ['sk_live_', 'rk_live_'] },
        example: 'sk_test_…',
      },
      {
        key: 'webhook_secret',
        secret: true,
        required: true,
        prefixes: ['whsec_'],
        example: 'whsec_…',
      },
    ],
  },
  {
    id: 'mamopay',
    name: 'Mamo',
    mark: { monogram: 'M', color: '#3d2b8f' },
    dashboardUrl: 'https://business.mamopay.com',
    countries: ['AE'],
    currencies: ['AED', 'USD', 'EUR', 'GBP'],
    // One bearer key; the sandbox issues its own.
    fields: [{ key: 'api_key', secret: true, required: true }],
  },
  {
    id: 'payriff',
    name: 'Payriff',
    mark: { monogram: 'P', color: '#0b6e4f' },
    dashboardUrl: 'https://dashboard.payriff.com',
    countries: ['AZ'],
    currencies: ['AZN', 'USD', 'EUR'],
    fields: [
      // Two letters and digits, e.g. ES1000000.
      {
        key: 'merchant_number',
        secret: false,
        required: true,
        pattern: /^[A-Z]{2}\d{4,12}$/,
        example: 'ES1000000',
      },
      { key: 'secret_key', secret: true, required: true },
    ],
  },
  {
    id: 'epoint',
    name: 'Epoint',
    mark: { monogram: 'E', color: '#1d4f91' },
    dashboardUrl: 'https://epoint.az',
    countries: ['AZ'],
    currencies: ['AZN', 'USD', 'EUR'],
    fields: [
      // The public key names the merchant: i and nine digits. The private key signs and never travels.
      {
        key: 'public_key',
        secret: false,
        required: true,
        pattern: /^i\d{9}$/,
        example: 'i000000001',
      },
      { key: 'private_key', secret: true, required: true },
    ],
  },
  {
    id: 'paypal',
    name: 'PayPal',
    mark: { monogram: 'PP', color: '#003087' },
    dashboardUrl: 'https://developer.paypal.com/dashboard/applications',
    countries: 'worldwide',
    currencies: [
      'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'HUF', 'ILS', 'JPY', 'MYR', 'MXN',
      'TWD', 'NZD', 'NOK', 'PHP', 'PLN', 'GBP', 'SGD', 'SEK', 'CHF', 'THB', 'USD',
    ], // prettier-ignore
    // A REST app's credentials: the sandbox app and the live app have their own.
    fields: [
      { key: 'client_id', secret: false, required: true },
      { key: 'client_secret', secret: true, required: true },
      { key: 'webhook_id', secret: false, required: true, pattern: /^[A-Z0-9]{10,32}$/ },
    ],
  },
  {
    id: 'nicky',
    name: 'Nicky',
    mark: { monogram: 'N', color: '#5b21b6' },
    dashboardUrl: 'https://pay.nicky.me',
    countries: 'worldwide',
    currencies: ['USD', 'EUR', 'BTC', 'ETH', 'USDT', 'USDC'],
    // Crypto payments: one API key (sent as x-api-key).
    fields: [{ key: 'api_key', secret: true, required: true }],
  },
  {
    id: 'vipps',
    name: 'Vipps MobilePay',
    mark: { monogram: 'V', color: '#c2410c' },
    dashboardUrl: 'https://portal.vippsmobilepay.com',
    countries: ['NO', 'DK', 'FI', 'SE'],
    currencies: ['NOK', 'DKK', 'EUR', 'SEK'],
    // The test and production sales units have their own four.
    fields: [
      { key: 'client_id', secret: false, required: true },
      { key: 'client_secret', secret: true, required: true },
      // Sent as Ocp-Apim-Subscription-Key.
      { key: 'subscription_key', secret: true, required: true },
      {
        key: 'merchant_serial_number',
        secret: false,
        required: true,
        pattern: /^\d{5,7}$/,
        example: '123456',
      },
    ],
  },
  {
    id: 'mollie',
    name: 'Mollie',
    mark: { monogram: 'M', color: '#1f1f1f' },
    dashboardUrl: 'https://my.mollie.com/dashboard/developers/api-keys',
    countries: EEA_AND_UK,
    currencies: [
      'EUR', 'GBP', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'CZK', 'HUF', 'RON', 'USD', 'AUD', 'CAD',
    ], // prettier-ignore
    fields: [
      {
        key: 'api_key',
        secret: true,
        required: true,
        modePrefixes: testLive('test_', 'live_'),
        example: 'test_…',
      },
      {
        key: 'profile_id',
        secret: false,
        required: false,
        prefixes: ['pfl_'],
        example: 'pfl_…',
      },
    ],
  },
  {
    id: 'yoco',
    name: 'Yoco',
    mark: { monogram: 'Y', color: '#0f5d8c' },
    dashboardUrl: 'https://portal.yoco.com',
    countries: ['ZA'],
    currencies: ['ZAR'],
    fields: [
      {
        key: 'secret_key',
        secret: true,
        required: true,
        modePrefixes: testLive('sk_test_', 'sk_live_'),
        example: 'sk_test_…',
      },
      // Only the older popup checkout needs it.
      {
        key: 'public_key',
        secret: false,
        required: false,
        modePrefixes: testLive('pk_test_', 'pk_live_'),
        example: 'pk_test_…',
      },
    ],
  },
  {
    id: 'paystack',
    name: 'Paystack',
    mark: { monogram: 'P', color: '#0c6b8f' },
    dashboardUrl: 'https://dashboard.paystack.com/#/settings/developers',
    countries: ['NG', 'GH', 'ZA', 'KE', 'CI', 'EG', 'RW'],
    currencies: ['NGN', 'GHS', 'ZAR', 'KES', 'XOF', 'EGP', 'RWF', 'USD'],
    // Webhooks are signed with the secret key itself (x-paystack-signature): no separate secret.
    fields: [
      {
        key: 'public_key',
        secret: false,
        required: true,
        modePrefixes: testLive('pk_test_', 'pk_live_'),
        example: 'pk_test_…',
      },
      {
        key: 'secret_key',
        secret: true,
        required: true,
        modePrefixes: testLive('sk_test_', 'sk_live_'),
        example: 'sk_test_…',
      },
    ],
  },
  {
    id: 'razorpay',
    name: 'Razorpay',
    mark: { monogram: 'R', color: '#0b57d0' },
    dashboardUrl: 'https://dashboard.razorpay.com/app/website-app-settings/api-keys',
    countries: ['IN', 'MY', 'SG'],
    currencies: ['INR', 'MYR', 'SGD', 'USD', 'EUR', 'GBP', 'AED'],
    fields: [
      {
        key: 'key_id',
        secret: false,
        required: true,
        modePrefixes: testLive('rzp_test_', 'rzp_live_'),
        example: 'rzp_test_…',
      },
      // Shown once, when the key is made.
      { key: 'key_secret', secret: true, required: true },
      // Chosen by the merchant when adding the webhook.
      { key: 'webhook_secret', secret: true, required: false },
    ],
  },
  {
    id: 'ccavenue',
    name: 'CCAvenue',
    mark: { monogram: 'CC', color: '#a4161a' },
    dashboardUrl: 'https://dashboard.ccavenue.com',
    countries: ['IN', 'AE'],
    currencies: ['INR', 'AED', 'USD', 'EUR', 'GBP', 'SGD', 'SAR'],
    // The working key decrypts CCAvenue's answers (32 hexadecimal characters); the domain must be
    // registered with CCAvenue for the access code to work.
    fields: [
      { key: 'merchant_id', secret: false, required: true, pattern: /^\d{1,12}$/ },
      { key: 'access_code', secret: false, required: true, pattern: /^[A-Z0-9]{10,32}$/ },
      { key: 'working_key', secret: true, required: true, pattern: /^[0-9A-Fa-f]{32}$/ },
    ],
  },
  {
    id: 'cashfree',
    name: 'Cashfree Payments',
    mark: { monogram: 'C', color: '#5a2ca0' },
    dashboardUrl: 'https://merchant.cashfree.com',
    countries: ['IN'],
    currencies: ['INR'],
    // Sent as x-client-id and x-client-secret.
    fields: [
      { key: 'app_id', secret: false, required: true },
      {
        key: 'secret_key',
        secret: true,
        required: true,
        modePrefixes: testLive('cfsk_ma_test_', 'cfsk_ma_prod_'),
        example: 'cfsk_ma_test_…',
      },
    ],
  },
  {
    id: 'flutterwave',
    name: 'Flutterwave',
    mark: { monogram: 'F', color: '#b45309' },
    dashboardUrl: 'https://app.flutterwave.com/dashboard/settings/apis',
    countries: ['NG', 'GH', 'KE', 'ZA', 'UG', 'TZ', 'RW', 'CM', 'CI', 'SN', 'EG'],
    currencies: [
      'NGN', 'GHS', 'KES', 'ZAR', 'UGX', 'TZS', 'RWF', 'XAF', 'XOF', 'EGP', 'USD', 'EUR', 'GBP',
    ], // prettier-ignore
    fields: [
      {
        key: 'public_key',
        secret: false,
        required: true,
        modePrefixes: testLive('FLWPUBK_TEST-', 'FLWPUBK-'),
        example: 'FLWPUBK_TEST-…-X',
      },
      {
        key: 'secret_key',
        secret: true,
        required: true,
        modePrefixes: testLive('FLWSECK_TEST-', 'FLWSECK-'),
        example: 'FLWSECK_TEST-…-X',
      },
      // A test encryption key starts with FLWSECK_TEST; a live one has no prefix.
      {
        key: 'encryption_key',
        secret: true,
        required: true,
        modePrefixes: { test: ['FLWSECK_TEST'], live: [] },
      },
      // The "secret hash" set on the webhook, sent back in its verif-hash header.
      { key: 'webhook_secret_hash', secret: true, required: false },
    ],
  },
  {
    id: 'iyzico',
    name: 'iyzico',
    mark: { monogram: 'i', color: '#1e40af' },
    dashboardUrl: 'https://merchant.iyzipay.com',
    countries: ['TR'],
    currencies: ['TRY', 'USD', 'EUR', 'GBP'],
    // Sandbox keys start with sandbox-; live ones with nothing in particular.
    fields: [
      {
        key: 'api_key',
        secret: false,
        required: true,
        modePrefixes: { test: ['sandbox-'], live: [] },
        example: 'sandbox-…',
      },
      {
        key: 'secret_key',
        secret: true,
        required: true,
        modePrefixes: { test: ['sandbox-'], live: [] },
        example: 'sandbox-…',
      },
    ],
  },
  {
    id: 'netseasy',
    name: 'Nexi Checkout (Nets Easy)',
    mark: { monogram: 'NE', color: '#0a4d8c' },
    dashboardUrl: 'https://portal.dibspayment.eu',
    countries: ['DK', 'NO', 'SE', 'FI', 'DE', 'AT'],
    currencies: ['DKK', 'NOK', 'SEK', 'EUR', 'USD', 'GBP'],
    fields: [
      {
        key: 'secret_key',
        secret: true,
        required: true,
        modePrefixes: testLive('test-secret-key-', 'live-secret-key-'),
        example: 'test-secret-key-…',
      },
      {
        key: 'checkout_key',
        secret: false,
        required: true,
        modePrefixes: testLive('test-checkout-key-', 'live-checkout-key-'),
        example: 'test-checkout-key-…',
      },
    ],
  },
  {
    id: 'mercadopago',
    name: 'Mercado Pago',
    mark: { monogram: 'MP', color: '#006b9e' },
    dashboardUrl: 'https://www.mercadopago.com/developers/panel/app',
    countries: ['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'UY'],
    currencies: ['ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU'],
    fields: [
      {
        key: 'public_key',
        secret: false,
        required: true,
        modePrefixes: testLive('TEST-', 'APP_USR-'),
        example: 'TEST-…',
      },
      {
        key: 'access_token',
        secret: true,
        required: true,
        modePrefixes: testLive('TEST-', 'APP_USR-'),
        example: 'TEST-…',
      },
      // The secret signature of the webhook (x-signature), from "Your integrations".
      { key: 'webhook_secret', secret: true, required: false },
    ],
  },
];

const BY_ID = new Map(PAYMENT_PROVIDERS.map((provider) => [provider.id, provider]));

export function isPaymentProviderId(id: string): id is PaymentProviderId {
  return BY_ID.has(id as PaymentProviderId);
}

/** The catalogue's entry of a provider. */
export function paymentProvider(id: PaymentProviderId): PaymentProvider {
  return BY_ID.get(id)!;
}

/** Every credential key some provider has (the admin's labels are keyed by them). */
export const CREDENTIAL_KEYS = [
  ...new Set(PAYMENT_PROVIDERS.flatMap((provider) => provider.fields.map((field) => field.key))),
];
