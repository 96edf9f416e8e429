import { updateBrandBodySchema } from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validVersionedBody } from '../http/validate';
import { foreignUploads, getBrand, updateBrand } from '../repos/brand';
import { UNKNOWN_IMAGE } from '../repos/references';

const NOT_FOUND = 'Shop not found';

/** settings/brand: the shop's logo, colours, cover image, slogan and short description. */
export function brandRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('brand'));

  app.get('/', async (c) => {
    const brand = await getBrand(db, c.get('auth').shopId);
    if (!brand) throw notFound(NOT_FOUND);
    return c.json(brand);
  });

  app.put('/', async (c) => {
    const { updated_at: version, ...body } = await validVersionedBody(c, updateBrandBodySchema);
    const { shopId } = c.get('auth');
    const saved = await db.transaction(async (tx) => {
      const current = await getBrand(tx, shopId, true);
      if (!current) throw notFound(NOT_FOUND);
      if (version !== current.updated_at) throw staleUpdate(current);
      // Only this shop's own uploads: an address of the right shape is not enough.
      const images = { logo: body.logo, cover_image: body.cover_image };
      const foreign = await foreignUploads(
        tx,
        shopId,
        Object.values(images).filter((src): src is string => src !== null),
      );
      const errors = Object.entries(images)
        .filter(([, src]) => src !== null && foreign.has(src))
        .map(([field]) => ({ field, title: UNKNOWN_IMAGE.title }));
      if (errors.length) throw validationError(errors);
      await updateBrand(tx, shopId, nowSeconds(clock), body);
      return getBrand(tx, shopId);
    });
    return c.json(saved);
  });

  return app;
}
