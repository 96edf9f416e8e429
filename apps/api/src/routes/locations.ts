import { can, locationIdParam, updateLocationBodySchema, type LocationList } from '@shop/admin-api';
import { Hono } from 'hono';
import { missingPolicy, requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { addressErrors } from '../reference/address-errors';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validParams, validVersionedBody } from '../http/validate';
import { getLocation, listLocations, updateLocation } from '../repos/locations';

const NOT_FOUND = 'Location not found';

/**
 * GET locations, and one location to read and edit in settings.
 *
 * The list is read by the inventory screen's location switcher (`product`), by the settings list
 * (`location`) and by the tax rate form, whose new rate starts in the first location's country
 * (`tax`): any of the three may read it. Reading one location to edit it, and saving it, is
 * `location`'s alone.
 */
export function locationRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const { account, shopId } = c.get('auth');
    if (!can(account, 'product') && !can(account, 'location') && !can(account, 'tax')) {
      throw missingPolicy('product');
    }
    const body: LocationList = { items: await listLocations(db, shopId) };
    return c.json(body);
  });

  app.use('/:locationId', requirePolicy('location'));

  app.get('/:locationId', async (c) => {
    const { locationId } = validParams(c, locationIdParam);
    const location = await getLocation(db, c.get('auth').shopId, locationId);
    if (!location) throw notFound(NOT_FOUND);
    return c.json(location);
  });

  app.put('/:locationId', async (c) => {
    const { locationId } = validParams(c, locationIdParam);
    const { updated_at: version, ...fields } = await validVersionedBody(
      c,
      updateLocationBodySchema,
    );
    const errors = addressErrors(fields.address, 'address.');
    if (errors.length) throw validationError(errors);
    const { shopId } = c.get('auth');
    const location = await db.transaction(async (tx) => {
      const current = await getLocation(tx, shopId, locationId, true);
      if (!current) throw notFound(NOT_FOUND);
      if (version !== current.updated_at) throw staleUpdate(current);
      return updateLocation(tx, shopId, locationId, nowSeconds(clock), fields);
    });
    return c.json(location);
  });

  return app;
}
