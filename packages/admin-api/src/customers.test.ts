import { describe, expect, it } from 'vitest';
import { customerListQuerySchema, updateCustomerBodySchema } from './customers';
import { CUSTOMER_PAGE_SIZE } from './values';

describe('customer list query', () => {
  it('defaults to the newest first with the fixed page size', () => {
    expect(customerListQuerySchema.parse({})).toEqual({
      q: undefined,
      limit: CUSTOMER_PAGE_SIZE,
      sort: 'created_at:desc',
    });
  });

  it('treats an empty search as none and refuses an unknown sort', () => {
    expect(customerListQuerySchema.parse({ q: '  ' }).q).toBeUndefined();
    expect(customerListQuerySchema.safeParse({ sort: 'password:asc' }).success).toBe(false);
  });
});

describe('customer update', () => {
  it('trims and lowercases the email and turns an empty phone into null', () => {
    const body = updateCustomerBodySchema.parse({
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email: ' Ada@Example.COM ',
      phone: '',
      updated_at: 1_700_000_000,
    });
    expect(body).toMatchObject({ first_name: 'Ada', email: 'ada@example.com', phone: null });
  });

  it('says which field is wrong', () => {
    const result = updateCustomerBodySchema.safeParse({
      first_name: '',
      last_name: 'L',
      email: 'nope',
      phone: 'abc',
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['first_name', 'email', 'phone']));
  });
});
