import {
  type Customer,
  type customerListQuerySchema,
  type CustomerSortField,
  type ListResponse,
  type updateCustomerBodySchema,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { countRows, inShop, listPage } from '../db/list-page';
import { containsPattern, type Params } from '../db/sql';

const COLUMNS = `id, first_name, last_name, email, phone, note, total_spent, orders_count, created_at,
  updated_at`;

/** Must stay the expression of customers_search_idx (migrations/001) for the trigram index to apply. */
const SEARCH_EXPR = `(first_name || ' ' || last_name || ' ' || email)`;

/** Sort fields of the contract -> columns; the mapping is what keeps user input out of the SQL. */
const SORT_COLUMNS: Record<CustomerSortField, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  last_name: 'last_name',
  email: 'email',
  total_spent: 'total_spent',
  orders_count: 'orders_count',
};

/** q matches first name, last name, full name or email, case-insensitively, anywhere in the text. */
const matching = (q: string | undefined) => (p: Params) =>
  q ? [`${SEARCH_EXPR} ILIKE ${p.add(containsPattern(q))}`] : [];

/** The members of one customer group (the customers list, narrowed to the group). */
const inGroup = (groupId: string | undefined) => (p: Params) =>
  groupId
    ? [`id IN (SELECT customer_id FROM customer_group_members WHERE group_id = ${p.add(groupId)})`]
    : [];

export function listCustomers(
  db: Db,
  shopId: string,
  query: z.output<typeof customerListQuerySchema>,
  groupId?: string,
): Promise<ListResponse<Customer>> {
  return listPage<Customer, CustomerSortField>(db, query, SORT_COLUMNS, {
    table: 'customers',
    columns: COLUMNS,
    scope: inShop(shopId),
    filters: (p) => [...matching(query.q)(p), ...inGroup(groupId)(p)],
  });
}

export function countCustomers(db: Db, shopId: string, q: string | undefined): Promise<number> {
  return countRows(db, 'customers', (p) => [...inShop(shopId)(p), ...matching(q)(p)]);
}

export async function getCustomer(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<Customer | null> {
  const [row] = await db.query<Customer>(
    `SELECT ${COLUMNS} FROM customers WHERE shop_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  return row ?? null;
}

export async function customerEmailTaken(
  tx: Db,
  shopId: string,
  email: string,
  exceptId: string,
): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM customers WHERE shop_id = $1 AND email = $2 AND id <> $3',
    [shopId, email, exceptId],
  );
  return rows.length > 0;
}

export async function updateCustomer(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  body: Omit<z.output<typeof updateCustomerBodySchema>, 'updated_at'>,
): Promise<Customer> {
  const [row] = await tx.query<Customer>(
    `UPDATE customers
     SET first_name = $3, last_name = $4, email = $5, phone = $6, note = $7,
         updated_at = GREATEST($8::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [shopId, id, body.first_name, body.last_name, body.email, body.phone, body.note, now],
  );
  if (!row) throw new Error(`customer ${id} vanished during update`);
  return row;
}

/** Delete; the customer's orders stay, with customer_id set to null by the foreign key. */
export async function deleteCustomer(tx: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM customers WHERE shop_id = $1 AND id = $2 RETURNING id', [
    shopId,
    id,
  ]);
  return rows.length > 0;
}
