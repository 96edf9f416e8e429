import { createHash } from 'node:crypto';
import {
  countryAlpha2Param,
  referenceQuerySchema,
  type CountryList,
  type CurrencyList,
  type LanguageList,
  type StateList,
  type TimezoneList,
  type WeightList,
} from '@shop/admin-api';
import { Hono, type Context } from 'hono';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { validParams, validQuery } from '../http/validate';
import { countries, isCountry, subdivisionsOf } from '../reference/countries';
import { currencies, languages, timezones, weights } from '../reference/intl-lists';

/**
 * How long a browser may reuse a list before it asks again (with its ETag, answered 304 when
 * nothing changed). The lists change only with a deploy; an hour bounds how long a client keeps
 * one a deploy replaced. `private`: the answers need a session, so no shared cache keeps them.
 */
export const REFERENCE_CACHE_CONTROL = 'private, max-age=3600';

interface Prepared {
  json: string;
  etag: string;
}

/** Each answer's JSON and ETag, made once per list and language. */
const prepared = new Map<string, Prepared>();
function prepare(key: string, body: () => unknown): Prepared {
  let found = prepared.get(key);
  if (!found) {
    const json = JSON.stringify(body());
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    found = { json, etag };
    prepared.set(key, found);
  }
  return found;
}

/** Whether If-None-Match names this ETag (a list, weak or strong, or `*`). */
function unchanged(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function answer(c: Context, key: string, body: () => unknown): Response {
  const { json, etag } = prepare(key, body);
  c.header('Cache-Control', REFERENCE_CACHE_CONTROL);
  c.header('ETag', etag);
  if (unchanged(c, etag)) return c.body(null, 304);
  return c.body(json, 200, { 'Content-Type': 'application/json' });
}

/** §7 reference data under `data`: any signed-in user reads it. */
export function referenceDataRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/countries', (c) => {
    const { lang = 'en' } = validQuery(c, referenceQuerySchema);
    return answer(c, `countries:${lang}`, (): CountryList => ({ items: countries(lang) }));
  });

  app.get('/countries/states/:countryAlpha2', (c) => {
    const { countryAlpha2 } = validParams(c, countryAlpha2Param);
    if (!isCountry(countryAlpha2)) throw notFound('No country has that code');
    return answer(c, `states:${countryAlpha2}`, (): StateList => ({
      items: subdivisionsOf(countryAlpha2),
    }));
  });

  app.get('/timezones', (c) =>
    answer(c, 'timezones', (): TimezoneList => ({ items: timezones() })),
  );

  app.get('/currencies', (c) => {
    const { lang = 'en' } = validQuery(c, referenceQuerySchema);
    return answer(c, `currencies:${lang}`, (): CurrencyList => ({ items: currencies(lang) }));
  });

  app.get('/languages', (c) =>
    answer(c, 'languages', (): LanguageList => ({ items: languages() })),
  );

  app.get('/weights', (c) => {
    const { lang = 'en' } = validQuery(c, referenceQuerySchema);
    return answer(c, `weights:${lang}`, (): WeightList => ({ items: weights(lang) }));
  });

  return app;
}
