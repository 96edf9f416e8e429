import { z } from 'zod';
import {
  idSchema,
  listResponseSchema,
  optionalQueryText,
  pageQuerySchema,
  recordVersion,
  sortSchema,
  type SortValue,
  unixSeconds,
} from './common';
import { DEFAULT_PAGE_SIZE } from './values';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { CUSTOMER_GROUP_NAME_TAKEN, UNKNOWN_CUSTOMER } from './messages';

/** A named set of customers (e.g. "Wholesale", "VIP") a merchant targets together. */
export const customerGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  members_count: z.number().int().nonnegative(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

export const CUSTOMER_GROUP_SORT_FIELDS = ['created_at', 'updated_at', 'name'] as const;
export type CustomerGroupSortField = (typeof CUSTOMER_GROUP_SORT_FIELDS)[number];
export type CustomerGroupSort = SortValue<CustomerGroupSortField>;
export const customerGroupSortSchema = sortSchema(CUSTOMER_GROUP_SORT_FIELDS);
export const CUSTOMER_GROUP_DEFAULT_SORT: CustomerGroupSort = 'created_at:desc';

/** GET customer-groups: `q` matches the name anywhere, case-insensitively. */
export const customerGroupListQuerySchema = pageQuerySchema(
  customerGroupSortSchema,
  CUSTOMER_GROUP_DEFAULT_SORT,
  DEFAULT_PAGE_SIZE,
);
export type CustomerGroupListQuery = z.input<typeof customerGroupListQuerySchema>;
export const customerGroupListSchema = listResponseSchema(customerGroupSchema);
export type CustomerGroupList = z.infer<typeof customerGroupListSchema>;

export const customerGroupCountQuerySchema = z.object({ q: optionalQueryText });

export const CUSTOMER_GROUP_NAME_MAX = 100;
export const CUSTOMER_GROUP_DESCRIPTION_MAX = 1000;
/** How many customers one call may add to a group. */
export const CUSTOMER_GROUP_MEMBERS_PER_CALL = 100;

const customerIdsField = z
  .array(idSchema)
  .max(
    CUSTOMER_GROUP_MEMBERS_PER_CALL,
    `Add at most ${CUSTOMER_GROUP_MEMBERS_PER_CALL} customers at once`,
  );

const groupFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(CUSTOMER_GROUP_NAME_MAX, `Keep the name under ${CUSTOMER_GROUP_NAME_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(
      CUSTOMER_GROUP_DESCRIPTION_MAX,
      `Keep the description under ${CUSTOMER_GROUP_DESCRIPTION_MAX} characters`,
    )
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
};

/** POST customer-groups; `customer_ids` are the first members (optional). */
export const createCustomerGroupBodySchema = z.object({
  ...groupFields,
  customer_ids: customerIdsField.default([]),
});
export type CreateCustomerGroupBody = z.input<typeof createCustomerGroupBodySchema>;

/** PUT customer-groups/{id}: name and description; members change through their own calls. */
export const updateCustomerGroupBodySchema = z.object({
  ...groupFields,
  updated_at: recordVersion,
});
export type UpdateCustomerGroupBody = z.input<typeof updateCustomerGroupBodySchema>;

/** POST customer-groups/{id}/members: customers already in the group are left as they are. */
export const addCustomerGroupMembersBodySchema = z.object({
  customer_ids: customerIdsField.min(1, 'Choose at least one customer'),
});
export type AddCustomerGroupMembersBody = z.input<typeof addCustomerGroupMembersBodySchema>;

export const customerGroupIdParam = z.object({ id: idSchema });
export const customerGroupMemberParam = z.object({ id: idSchema, customerId: idSchema });
