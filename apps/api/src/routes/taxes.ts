import {
  COUNTRY_MESSAGE,
  createTaxRateBodySchema,
  taxRateIdParam,
  updateTaxRateBodySchema,
  type TaxRateList,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { newId } from '../db/ids';
import { isCountry } from '../reference/countries';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validParams, validVersionedBody } from '../http/validate';
import {
  deleteTaxRate,
  getTaxRate,
  insertTaxRate,
  listTaxRates,
  updateTaxRate,
  type TaxRateFields,
} from '../repos/taxes';

const NOT_FOUND = 'Tax rate not found';

/** 422 on `countries.N.country.alpha2` for each code the ISO 3166-1 list does not have. */
function checkCountries(fields: TaxRateFields): void {
  const errors = fields.countries.flatMap(({ country }, i) =>
    isCountry(country.alpha2)
      ? []
      : [{ field: `countries.${i}.country.alpha2`, title: COUNTRY_MESSAGE }],
  );
  if (errors.length) throw validationError(errors);
}

/** The shop's tax rates (settings, taxes): all under the `tax` policy. */
export function taxRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('tax'));

  app.get('/', async (c) => {
    const body: TaxRateList = { items: await listTaxRates(db, c.get('auth').shopId) };
    return c.json(body);
  });

  app.post('/', async (c) => {
    const fields = await validBody(c, createTaxRateBodySchema);
    checkCountries(fields);
    const { shopId } = c.get('auth');
    const rate = await db.transaction((tx) =>
      insertTaxRate(tx, shopId, newId('tax'), nowSeconds(clock), fields),
    );
    return c.json(rate, 201);
  });

  app.put('/:rateId', async (c) => {
    const { rateId } = validParams(c, taxRateIdParam);
    const { updated_at: version, ...fields } = await validVersionedBody(c, updateTaxRateBodySchema);
    checkCountries(fields);
    const { shopId } = c.get('auth');
    const rate = await db.transaction(async (tx) => {
      const current = await getTaxRate(tx, shopId, rateId, true);
      if (!current) throw notFound(NOT_FOUND);
      if (version !== current.updated_at) throw staleUpdate(current);
      return updateTaxRate(tx, shopId, rateId, nowSeconds(clock), fields);
    });
    return c.json(rate);
  });

  app.delete('/:rateId', async (c) => {
    const { rateId } = validParams(c, taxRateIdParam);
    const { shopId } = c.get('auth');
    const deleted = await db.transaction((tx) => deleteTaxRate(tx, shopId, rateId));
    if (!deleted) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
