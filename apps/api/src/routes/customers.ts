import {
  customerCountQuerySchema,
  customerIdParam,
  customerListQuerySchema,
  customerOrdersQuerySchema,
  updateCustomerBodySchema,
  type CountResponse,
  type CustomerOrders,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { isPgError, PG_UNIQUE_VIOLATION } from '../db/db';
import { fieldError, notFound, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validParams, validQuery, validVersionedBody } from '../http/validate';
import {
  countCustomers,
  customerEmailTaken,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from '../repos/customers';
import { customerStats, listCustomerOrders } from '../repos/orders';

const EMAIL_TAKEN = 'Another customer already uses this email';
const NOT_FOUND = 'Customer not found';

/** customers, customers/count, customers/{id}[/orders|/stats]: all under the `customer` policy. */
export function customerRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('customer'));

  app.get('/', async (c) => {
    const query = validQuery(c, customerListQuerySchema);
    return c.json(await listCustomers(db, c.get('auth').shopId, query));
  });

  app.get('/count', async (c) => {
    const { q } = validQuery(c, customerCountQuerySchema);
    const body: CountResponse = { count: await countCustomers(db, c.get('auth').shopId, q) };
    return c.json(body);
  });

  app.get('/:id', async (c) => {
    const { id } = validParams(c, customerIdParam);
    const customer = await getCustomer(db, c.get('auth').shopId, id);
    if (!customer) throw notFound(NOT_FOUND);
    return c.json(customer);
  });

  app.put('/:id', async (c) => {
    const { id } = validParams(c, customerIdParam);
    const { updated_at: version, ...fields } = await validVersionedBody(
      c,
      updateCustomerBodySchema,
    );
    const { shopId } = c.get('auth');
    try {
      const updated = await db.transaction(async (tx) => {
        const current = await getCustomer(tx, shopId, id, true);
        if (!current) throw notFound(NOT_FOUND);
        if (version !== current.updated_at) throw staleUpdate(current);
        if (await customerEmailTaken(tx, shopId, fields.email, id))
          throw fieldError('email', EMAIL_TAKEN);
        return updateCustomer(tx, shopId, id, nowSeconds(clock), fields);
      });
      return c.json(updated);
    } catch (error) {
      // Two saves racing for one email: the unique index refuses the second one.
      if (isPgError(error, PG_UNIQUE_VIOLATION)) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
  });

  app.delete('/:id', async (c) => {
    const { id } = validParams(c, customerIdParam);
    const shopId = c.get('auth').shopId;
    const deleted = await db.transaction((tx) => deleteCustomer(tx, shopId, id));
    if (!deleted) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  app.get('/:id/orders', async (c) => {
    const { id } = validParams(c, customerIdParam);
    const { limit } = validQuery(c, customerOrdersQuerySchema);
    const shopId = c.get('auth').shopId;
    if (!(await getCustomer(db, shopId, id))) throw notFound(NOT_FOUND);
    const body: CustomerOrders = { items: await listCustomerOrders(db, shopId, id, limit) };
    return c.json(body);
  });

  app.get('/:id/stats', async (c) => {
    const { id } = validParams(c, customerIdParam);
    const shopId = c.get('auth').shopId;
    if (!(await getCustomer(db, shopId, id))) throw notFound(NOT_FOUND);
    return c.json(await customerStats(db, shopId, id));
  });

  return app;
}
