import { z } from 'zod';
import { catalogEndpoints } from './endpoints-catalog';
import { customerEndpoints } from './endpoints-customers';
import { ok, type Endpoint, type HttpMethod } from './endpoints-model';
import { orderEndpoints } from './endpoints-orders';
import { referenceDataEndpoints } from './endpoints-reference-data';
import { generalSettingsEndpoints } from './endpoints-settings-general';
import { sessionEndpoints } from './endpoints-session';
import { brandEndpoints } from './endpoints-settings-brand';
import { domainEndpoints } from './endpoints-settings-domain';
import { shopPolicyEndpoints } from './endpoints-settings-policies';
import { staffEndpoints } from './endpoints-settings-staff';
import { securityEndpoints } from './endpoints-settings-security';
import { locationEndpoints } from './endpoints-settings-locations';
import { taxEndpoints } from './endpoints-settings-taxes';
import { paymentEndpoints } from './endpoints-settings-payments';
import { billingEndpoints } from './endpoints-billing';
import { integrationEndpoints } from './endpoints-settings-integrations';
import { discountEndpoints } from './endpoints-discounts';
import { discountThresholdEndpoints } from './endpoints-discount-thresholds';
import { discountAnalyticsEndpoints } from './endpoints-discount-analytics';
import { shippingEndpoints } from './endpoints-settings-shipping';
import { themeEndpoints } from './endpoints-themes';
import { navigationEndpoints } from './endpoints-navigation';

export * from './endpoints-model';

/**
 * Every Admin API endpoint: method, path, parameters, bodies, answers and policy. The server's routes
 * are checked against this list (apps/api/src/contract), the OpenAPI document and the reference page
 * are made from it, every API test's answer is checked against it, and the fuzz test generates its
 * requests from it. Imported by the server and tests only, never by the admin app (it would load every
 * schema of the API).
 */

/**
 * Where the contract itself is published: public, no session. Not in `paths`, which the admin app
 * loads: it never reads these.
 */
export const contractPaths = { openapi: 'openapi.json', reference: 'reference' } as const;

const contractEndpoints: Endpoint[] = [
  {
    id: 'getOpenApiDocument',
    method: 'GET',
    path: contractPaths.openapi,
    resource: 'contract',
    summary: 'This API as an OpenAPI 3.1 document',
    auth: 'none',
    policy: null,
    responses: {
      200: ok(
        z.looseObject({
          openapi: z.literal('3.1.0'),
          info: z.looseObject({ title: z.string(), version: z.string() }),
          paths: z.record(z.string(), z.unknown()),
        }),
        'The document',
      ),
    },
  },
  {
    id: 'getApiReference',
    method: 'GET',
    path: contractPaths.reference,
    resource: 'contract',
    summary: 'This API as a page to read: every endpoint by resource',
    auth: 'none',
    policy: null,
    responses: { 200: { ...ok(z.string(), 'The page'), contentType: 'text/html' } },
  },
];

export const ENDPOINTS: readonly Endpoint[] = [
  ...sessionEndpoints,
  ...customerEndpoints,
  ...orderEndpoints,
  ...catalogEndpoints,
  ...domainEndpoints,
  ...brandEndpoints,
  ...shopPolicyEndpoints,
  ...staffEndpoints,
  ...referenceDataEndpoints,
  ...generalSettingsEndpoints,
  ...locationEndpoints,
  ...securityEndpoints,
  ...taxEndpoints,
  ...paymentEndpoints,
  ...billingEndpoints,
  ...integrationEndpoints,
  ...discountEndpoints,
  ...discountThresholdEndpoints,
  ...discountAnalyticsEndpoints,
  ...contractEndpoints,
  ...shippingEndpoints,
  ...themeEndpoints,
  ...navigationEndpoints,
];

function segmentsMatch(template: string, path: string): boolean {
  const want = template.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((w, i) => (/^\{\w+\}$/.test(w) ? got[i] !== '' : w === got[i]))
  );
}

const literalSegments = (e: Endpoint) => e.path.split('/').filter((s) => !s.startsWith('{')).length;

/**
 * The endpoint that answers `method path` (path relative to API_BASE, without a query string), or
 * undefined. Where a literal segment and a parameter both fit (`customers/count`, `customers/{id}`)
 * the literal wins, as it does in the server, whose literal routes come first.
 */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  const upper = method.toUpperCase() as HttpMethod;
  return ENDPOINTS.filter((e) => e.method === upper && segmentsMatch(e.path, path)).sort(
    (a, b) => literalSegments(b) - literalSegments(a),
  )[0];
}
