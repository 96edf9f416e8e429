import {
  can,
  COUNTRY_MESSAGE,
  locationIdParam,
  STATE_MESSAGE,
  updateLocationBodySchema,
  type FieldError,
  type LocationList,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { missingPolicy, requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { isCountry, isSubdivisionOf } from '../reference/countries';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validParams, validVersionedBody } from '../http/validate';
import {
  getLocation,
  listLocations,
  updateLocation,
  type LocationFields,
} from '../repos/locations';

const NOT_FOUND = 'Location not found';

/** 422 on the address's country and state when the ISO lists do not have them. */
function checkAddress({ address }: LocationFields): void {
  const errors: FieldError[] = [];
  if (!isCountry(address.country.alpha2)) {
    errors.push({ field: 'address.country.alpha2', title: COUNTRY_MESSAGE });
  } else if (address.state && !isSubdivisionOf(address.state, address.country.alpha2)) {
    errors.push({ field: 'address.state', title: STATE_MESSAGE });
  }
  if (errors.length) throw validationError(errors);
}

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
    checkAddress(fields);
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
