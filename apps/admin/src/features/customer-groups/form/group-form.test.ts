import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_GROUP_MEMBERS_PER_CALL,
  CUSTOMER_GROUP_NAME_MAX,
  createCustomerGroupBodySchema,
} from '@shop/admin-api';
import { bodyResolver } from '../../../lib/forms/body-resolver';
import {
  groupDetailsBody,
  NEW_GROUP_VALUES,
  newGroupBody,
  newGroupFieldOf,
  toCreateBody,
  type NewGroupValues,
} from './group-form';

const options = <Name extends string>(names: Name[]) => ({
  fields: {},
  names,
  shouldUseNativeValidation: false,
});
const newGroupResolver = bodyResolver(newGroupBody);
const groupDetailsResolver = bodyResolver(groupDetailsBody);
const resolveNew = (values: NewGroupValues) =>
  newGroupResolver(values, undefined, options(['name', 'description', 'customer_ids']));
const pick = (n: number) => ({ id: `cus_${n}`, name: `Customer ${n}`, email: `c${n}@example.com` });

describe('the new group form', () => {
  it('sends the ids of its picks, trimmed texts and all', async () => {
    const values = { name: '  VIP ', description: ' Best ', customer_ids: [pick(1), pick(2)] };
    expect(toCreateBody(values)).toEqual({
      name: '  VIP ',
      description: ' Best ',
      customer_ids: ['cus_1', 'cus_2'],
    });
    const result = await resolveNew(values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'VIP',
      description: 'Best',
      customer_ids: ['cus_1', 'cus_2'],
    });
    expect(createCustomerGroupBodySchema.safeParse(result.values).success).toBe(true);
  });

  it("puts the contract's messages on its fields", async () => {
    const result = await resolveNew({
      ...NEW_GROUP_VALUES,
      name: 'x'.repeat(CUSTOMER_GROUP_NAME_MAX + 1),
      customer_ids: Array.from({ length: CUSTOMER_GROUP_MEMBERS_PER_CALL + 1 }, (_, i) => pick(i)),
    });
    expect(result.errors.name?.message).toBe(
      `Keep the name under ${CUSTOMER_GROUP_NAME_MAX} characters`,
    );
    expect(result.errors.customer_ids?.message).toBe(
      `Add at most ${CUSTOMER_GROUP_MEMBERS_PER_CALL} customers at once`,
    );
    const blank = await resolveNew({ ...NEW_GROUP_VALUES, name: '   ' });
    expect(blank.errors.name?.message).toBe('Required');
  });

  it('shows a refused customer on the picker, and the rest on their own fields', () => {
    expect(newGroupFieldOf('name')).toBe('name');
    expect(newGroupFieldOf('description')).toBe('description');
    expect(newGroupFieldOf('customer_ids.3')).toBe('customer_ids');
    expect(newGroupFieldOf('customer_ids')).toBe('customer_ids');
    expect(newGroupFieldOf('updated_at')).toBeUndefined();
  });
});

describe('a saved group form', () => {
  it('checks name and description against the update body', async () => {
    const result = await groupDetailsResolver(
      { name: ' Wholesale ', description: '' },
      undefined,
      options(['name', 'description']),
    );
    expect(result.values).toEqual({ name: 'Wholesale', description: '' });
    const tooLong = await groupDetailsResolver(
      { name: 'VIP', description: 'x'.repeat(1001) },
      undefined,
      options(['name', 'description']),
    );
    expect(tooLong.errors.description?.message).toBe('Keep the description under 1000 characters');
  });
});
