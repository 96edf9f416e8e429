import {
  addCustomerGroupMembersBodySchema,
  CUSTOMER_GROUP_NAME_TAKEN,
  createCustomerGroupBodySchema,
  customerGroupCountQuerySchema,
  customerGroupIdParam,
  customerGroupListQuerySchema,
  customerGroupMemberParam,
  customerListQuerySchema,
  UNKNOWN_CUSTOMER,
  updateCustomerGroupBodySchema,
  type CountResponse,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { isPgError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { newId } from '../db/ids';
import { fieldError, notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validParams, validQuery, validVersionedBody } from '../http/validate';
import {
  addMembers,
  countCustomerGroups,
  customerGroupNameTaken,
  deleteCustomerGroup,
  getCustomerGroup,
  insertCustomerGroup,
  listCustomerGroups,
  removeMember,
  unknownCustomers,
  updateCustomerGroup,
} from '../repos/customer-groups';
import { listCustomers } from '../repos/customers';

const NOT_FOUND = 'Customer group not found';
const NOT_A_MEMBER = 'This customer is not in the group';

/** 422 on `customer_ids.N` for every id that is not a customer of this shop. */
async function checkCustomers(tx: Db, shopId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const unknown = await unknownCustomers(tx, shopId, ids);
  const errors = ids.flatMap((id, i) =>
    unknown.has(id) ? [{ field: `customer_ids.${i}`, title: UNKNOWN_CUSTOMER }] : [],
  );
  if (errors.length) throw validationError(errors);
}

/** A racing save that took the name first: the unique index answers for the check. */
async function nameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw fieldError('name', CUSTOMER_GROUP_NAME_TAKEN);
    throw error;
  }
}

/** customer-groups, its count, one group, and its members: all under the `customer` policy. */
export function customerGroupRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('customer'));

  app.get('/', async (c) => {
    const query = validQuery(c, customerGroupListQuerySchema);
    return c.json(await listCustomerGroups(db, c.get('auth').shopId, query));
  });

  app.get('/count', async (c) => {
    const { q } = validQuery(c, customerGroupCountQuerySchema);
    const body: CountResponse = { count: await countCustomerGroups(db, c.get('auth').shopId, q) };
    return c.json(body);
  });

  app.post('/', async (c) => {
    const { customer_ids: customerIds, ...fields } = await validBody(
      c,
      createCustomerGroupBodySchema,
    );
    const { shopId } = c.get('auth');
    const group = await nameGuard(() =>
      db.transaction(async (tx) => {
        if (await customerGroupNameTaken(tx, shopId, fields.name, null))
          throw fieldError('name', CUSTOMER_GROUP_NAME_TAKEN);
        await checkCustomers(tx, shopId, customerIds);
        const id = newId('grp');
        const now = nowSeconds(clock);
        await insertCustomerGroup(tx, shopId, id, now, fields);
        await addMembers(tx, shopId, id, now, customerIds);
        return (await getCustomerGroup(tx, shopId, id))!;
      }),
    );
    return c.json(group, 201);
  });

  app.get('/:id', async (c) => {
    const { id } = validParams(c, customerGroupIdParam);
    const group = await getCustomerGroup(db, c.get('auth').shopId, id);
    if (!group) throw notFound(NOT_FOUND);
    return c.json(group);
  });

  app.put('/:id', async (c) => {
    const { id } = validParams(c, customerGroupIdParam);
    const { updated_at: version, ...fields } = await validVersionedBody(
      c,
      updateCustomerGroupBodySchema,
    );
    const { shopId } = c.get('auth');
    const group = await nameGuard(() =>
      db.transaction(async (tx) => {
        const current = await getCustomerGroup(tx, shopId, id, true);
        if (!current) throw notFound(NOT_FOUND);
        if (version !== current.updated_at) throw staleUpdate(current);
        if (await customerGroupNameTaken(tx, shopId, fields.name, id))
          throw fieldError('name', CUSTOMER_GROUP_NAME_TAKEN);
        await updateCustomerGroup(tx, shopId, id, nowSeconds(clock), fields);
        return (await getCustomerGroup(tx, shopId, id))!;
      }),
    );
    return c.json(group);
  });

  app.delete('/:id', async (c) => {
    const { id } = validParams(c, customerGroupIdParam);
    const shopId = c.get('auth').shopId;
    const deleted = await db.transaction((tx) => deleteCustomerGroup(tx, shopId, id));
    if (!deleted) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  // Members are the customers list narrowed to the group: same query, sorts and paging.
  app.get('/:id/members', async (c) => {
    const { id } = validParams(c, customerGroupIdParam);
    const query = validQuery(c, customerListQuerySchema);
    const shopId = c.get('auth').shopId;
    if (!(await getCustomerGroup(db, shopId, id))) throw notFound(NOT_FOUND);
    return c.json(await listCustomers(db, shopId, query, id));
  });

  // Membership is not the group's name and description: it leaves updated_at alone, so a form open
  // on the same page does not turn stale when members are added or removed next to it.
  app.post('/:id/members', async (c) => {
    const { id } = validParams(c, customerGroupIdParam);
    const { customer_ids: customerIds } = await validBody(c, addCustomerGroupMembersBodySchema);
    const shopId = c.get('auth').shopId;
    const group = await db.transaction(async (tx) => {
      if (!(await getCustomerGroup(tx, shopId, id, true))) throw notFound(NOT_FOUND);
      await checkCustomers(tx, shopId, customerIds);
      await addMembers(tx, shopId, id, nowSeconds(clock), customerIds);
      return (await getCustomerGroup(tx, shopId, id))!;
    });
    return c.json(group);
  });

  app.delete('/:id/members/:customerId', async (c) => {
    const { id, customerId } = validParams(c, customerGroupMemberParam);
    const shopId = c.get('auth').shopId;
    const group = await db.transaction(async (tx) => {
      if (!(await getCustomerGroup(tx, shopId, id, true))) throw notFound(NOT_FOUND);
      if (!(await removeMember(tx, shopId, id, customerId))) throw notFound(NOT_A_MEMBER);
      return (await getCustomerGroup(tx, shopId, id))!;
    });
    return c.json(group);
  });

  return app;
}
