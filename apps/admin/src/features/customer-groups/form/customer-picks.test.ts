import { describe, expect, it } from 'vitest';
import type { Customer } from '@shop/admin-api';
import { customerOptions, pickErrors, toPickedCustomer } from './customer-picks';

function customer(id: string, first: string, last: string, email: string): Customer {
  return {
    id,
    first_name: first,
    last_name: last,
    email,
    phone: null,
    note: '',
    total_spent: 0,
    orders_count: 0,
    created_at: 1,
    updated_at: 1,
  };
}

const ann = customer('cus_1', 'Ann', 'Lee', 'ann@example.com');
const bob = customer('cus_2', 'Bob', 'Ray', 'bob@example.com');
const nameless = customer('cus_3', '', ' ', 'shop@example.com');
const memberHint = (picked: { email: string }) => `${picked.email} is in`;

describe('the customer picker', () => {
  it('names a customer by full name, or by e-mail without one', () => {
    expect(toPickedCustomer(ann)).toEqual({
      id: 'cus_1',
      name: 'Ann Lee',
      email: 'ann@example.com',
    });
    expect(toPickedCustomer(nameless).name).toBe('shop@example.com');
  });

  it('offers the customers found with their e-mail, leaving out the ones already picked', () => {
    const options = customerOptions(
      [ann, bob, nameless],
      [toPickedCustomer(bob)],
      undefined,
      memberHint,
    );
    expect(options).toEqual([
      { value: 'cus_1', label: 'Ann Lee', hint: 'ann@example.com' },
      // The e-mail is the label already: no second line repeats it.
      { value: 'cus_3', label: 'shop@example.com' },
    ]);
  });

  it("marks the group's members and does not let them be picked again", () => {
    const options = customerOptions([ann, bob], [], new Set(['cus_2']), memberHint);
    expect(options).toEqual([
      { value: 'cus_1', label: 'Ann Lee', hint: 'ann@example.com' },
      { value: 'cus_2', label: 'Bob Ray', hint: 'bob@example.com is in', disabled: true },
    ]);
  });
});

describe('refused picks', () => {
  it('are found by their position in the body that was sent', () => {
    const refused = pickErrors(
      [
        { field: 'customer_ids.2', title: 'No such customer in this shop' },
        { field: 'customer_ids.0', title: 'No such customer in this shop' },
        { field: 'name', title: 'Required' },
        { field: 'customer_ids.9', title: 'No such customer in this shop' },
      ],
      ['cus_1', 'cus_2', 'cus_3'],
    );
    expect([...refused.keys()]).toEqual(['cus_3', 'cus_1']);
    expect(refused.get('cus_3')).toBe('No such customer in this shop');
  });

  it('are none when the errors are about something else', () => {
    expect(pickErrors([{ field: 'customer_ids', title: 'x' }], ['cus_1']).size).toBe(0);
  });
});
