import {
  type CustomerGroup,
  type customerGroupListQuerySchema,
  type CustomerGroupSortField,
  type ListResponse,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { shopList } from '../db/list-page';
import { containsPattern } from '../db/sql';

const COLUMNS = `id, name, description,
  (SELECT count(*)::int FROM customer_group_members m WHERE m.group_id = customer_groups.id)
    AS members_count,
  created_at, updated_at`;

/** Sort fields of the contract -> columns; the mapping is what keeps user input out of the SQL. */
const SORT_COLUMNS: Record<CustomerGroupSortField, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  name: 'name',
};

const groups = shopList<CustomerGroup, CustomerGroupSortField>({
  table: 'customer_groups',
  columns: COLUMNS,
  sortColumns: SORT_COLUMNS,
  /** Must stay the expression of customer_groups_search_idx (migrations/004). */
  matching: (q) => (p) =>
    q ? [`lower(name) LIKE ${p.add(containsPattern(q.toLowerCase()))}`] : [],
});

export function listCustomerGroups(
  db: Db,
  shopId: string,
  query: z.output<typeof customerGroupListQuerySchema>,
): Promise<ListResponse<CustomerGroup>> {
  return groups.page(db, shopId, query);
}

export function countCustomerGroups(
  db: Db,
  shopId: string,
  q: string | undefined,
): Promise<number> {
  return groups.count(db, shopId, q);
}

export async function getCustomerGroup(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<CustomerGroup | null> {
  const [row] = await db.query<CustomerGroup>(
    `SELECT ${COLUMNS} FROM customer_groups WHERE shop_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  return row ?? null;
}

/** Case-insensitively, as the unique index compares. */
export async function customerGroupNameTaken(
  tx: Db,
  shopId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM customer_groups
     WHERE shop_id = $1 AND lower(name) = lower($2) AND ($3::text IS NULL OR id <> $3)`,
    [shopId, name, exceptId],
  );
  return rows.length > 0;
}

export async function insertCustomerGroup(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: { name: string; description: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO customer_groups (id, shop_id, name, description, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [id, shopId, fields.name, fields.description, now],
  );
}

export async function updateCustomerGroup(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: { name: string; description: string },
): Promise<void> {
  await tx.query(
    `UPDATE customer_groups SET name = $3, description = $4,
       updated_at = GREATEST($5::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2`,
    [shopId, id, fields.name, fields.description, now],
  );
}

/** Delete the group; its memberships go with it, the customers stay. */
export async function deleteCustomerGroup(tx: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    'DELETE FROM customer_groups WHERE shop_id = $1 AND id = $2 RETURNING id',
    [shopId, id],
  );
  return rows.length > 0;
}

/** Which of `ids` are not customers of this shop. */
export async function unknownCustomers(
  db: Db,
  shopId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM customers WHERE shop_id = $1 AND id = ANY($2::text[])',
    [shopId, ids],
  );
  const known = new Set(rows.map((r) => r.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/** Add members; customers already in the group stay as they were. */
export async function addMembers(
  tx: Db,
  shopId: string,
  groupId: string,
  now: number,
  customerIds: readonly string[],
): Promise<void> {
  await tx.query(
    `INSERT INTO customer_group_members (shop_id, group_id, customer_id, added_at)
     SELECT $1, $2, id, $3 FROM unnest($4::text[]) AS id
     ON CONFLICT (group_id, customer_id) DO NOTHING`,
    [shopId, groupId, now, customerIds],
  );
}

export async function removeMember(
  tx: Db,
  shopId: string,
  groupId: string,
  customerId: string,
): Promise<boolean> {
  const rows = await tx.query(
    `DELETE FROM customer_group_members WHERE shop_id = $1 AND group_id = $2 AND customer_id = $3
     RETURNING customer_id`,
    [shopId, groupId, customerId],
  );
  return rows.length > 0;
}
