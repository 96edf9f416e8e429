import type { CredentialField } from './credentials';

/**
 * The shipping carriers a shop can connect (§2 settings › shipping › providers, §7
 * shipping/providers/{name}): carriers that serve the demo shop's regions (the Netherlands, Germany,
 * Azerbaijan) and ship worldwide from there. Each one's fields are the API credentials it really
 * issues, named as its developer portal names them; which are secret; and the format of its account
 * numbers. None tells a sandbox key from a live one by how it starts: each issues separate sandbox
 * and production credentials, and the merchant says which ones these are (the mode).
 *
 * Brand names are facts and stay untranslated; the mark is a neutral monogram tile in a colour of
 * the carrier's (no logo is copied), dark enough for white text (checked by a test).
 */

export const SHIPPING_CARRIER_IDS = ['dhl-express', 'fedex', 'ups', 'postnl'] as const;
export type ShippingCarrierId = (typeof SHIPPING_CARRIER_IDS)[number];

export interface ShippingCarrier {
  id: ShippingCarrierId;
  /** The carrier's name, as it writes it. */
  name: string;
  /** A monogram tile: one or two letters on the carrier's colour (#rrggbb). */
  mark: { monogram: string; color: string };
  /** Where the merchant gets these credentials. */
  portalUrl: string;
  /** Where it picks parcels up from merchants: countries, or `worldwide`. */
  countries: 'worldwide' | readonly string[];
  /** Its credentials, in the order its portal shows them. */
  fields: readonly CredentialField[];
}

export const SHIPPING_CARRIERS: readonly ShippingCarrier[] = [
  {
    // MyDHL API: HTTP basic authentication with the API key and secret DHL Express issues per
    // environment, and the 9-digit DHL Express account that pays for the shipments.
    id: 'dhl-express',
    name: 'DHL Express',
    mark: { monogram: 'D', color: '#b8040f' },
    portalUrl: 'https://developer.dhl.com/api-reference/dhl-express-mydhl-api',
    countries: 'worldwide',
    fields: [
      { key: 'api_key', secret: false, required: true },
      { key: 'api_secret', secret: true, required: true },
      { key: 'account_number', secret: false, required: true, pattern: /^\d{9}$/ },
    ],
  },
  {
    // FedEx APIs: OAuth client credentials of a FedEx Developer Portal project (its API key and
    // secret key), and the 9-digit FedEx account number shipments are billed to.
    id: 'fedex',
    name: 'FedEx',
    mark: { monogram: 'F', color: '#4d148c' },
    portalUrl: 'https://developer.fedex.com/api/en-us/catalog/authorization/docs.html',
    countries: 'worldwide',
    fields: [
      { key: 'api_key', secret: false, required: true },
      { key: 'secret_key', secret: true, required: true },
      { key: 'account_number', secret: false, required: true, pattern: /^\d{9}$/ },
    ],
  },
  {
    // UPS APIs: OAuth client credentials of an app on the UPS Developer Portal, and the 6-character
    // UPS shipper (account) number linked to it.
    id: 'ups',
    name: 'UPS',
    mark: { monogram: 'U', color: '#351c15' },
    portalUrl: 'https://developer.ups.com/',
    countries: 'worldwide',
    fields: [
      { key: 'client_id', secret: false, required: true },
      { key: 'client_secret', secret: true, required: true },
      {
        key: 'account_number',
        secret: false,
        required: true,
        pattern: /^[A-Za-z0-9]{6}$/,
        example: 'A1B2C3',
      },
    ],
  },
  {
    // PostNL Send & Track APIs: the API key (an `apikey` header) from Mijn PostNL, and the customer
    // code (4 letters) and customer number (8 digits) every shipment names.
    id: 'postnl',
    name: 'PostNL',
    mark: { monogram: 'P', color: '#383991' },
    portalUrl: 'https://developer.postnl.nl/request-api-key/',
    countries: ['NL', 'BE'],
    fields: [
      { key: 'api_key', secret: true, required: true },
      {
        key: 'customer_code',
        secret: false,
        required: true,
        pattern: /^[A-Z]{4}$/,
        example: 'DEVC',
      },
      {
        key: 'customer_number',
        secret: false,
        required: true,
        pattern: /^\d{8}$/,
        example: '11223344',
      },
    ],
  },
];

const BY_ID = new Map(SHIPPING_CARRIERS.map((carrier) => [carrier.id, carrier]));

export function isShippingCarrierId(id: string): id is ShippingCarrierId {
  return BY_ID.has(id as ShippingCarrierId);
}

/** The catalogue's entry of a carrier. */
export function shippingCarrier(id: ShippingCarrierId): ShippingCarrier {
  return BY_ID.get(id)!;
}
