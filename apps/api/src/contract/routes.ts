import { contractPaths } from '@shop/admin-api/endpoints';
import { buildOpenApiDocument } from '@shop/admin-api/openapi';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { REFERENCE_CSP, renderReferencePage } from './reference-page';

/** The contract changes only with a new build of the server: caches may keep it a while. */
const CACHE_CONTROL = 'public, max-age=300';

/** Made once, on first request (about 0.2 s of z.toJSONSchema), then served from memory. */
let published: { json: string; html: string } | undefined;
function contract() {
  if (!published) {
    const doc = buildOpenApiDocument();
    published = { json: JSON.stringify(doc), html: renderReferencePage(doc) };
  }
  return published;
}

/**
 * GET openapi.json and GET reference: public, no session, cacheable (with an ETag). Mounted before
 * the API's own middleware, whose `no-store` is for answers that carry personal data.
 */
export function contractRoutes(): Hono {
  const app = new Hono();
  // Per route: a `*` middleware here would run for every API path once mounted.
  app.get(`/${contractPaths.openapi}`, etag(), (c) =>
    c.body(contract().json, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  );
  app.get(`/${contractPaths.reference}`, etag(), (c) =>
    c.body(contract().html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': REFERENCE_CSP,
      'Referrer-Policy': 'no-referrer',
    }),
  );
  return app;
}
