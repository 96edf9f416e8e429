import { API_BASE } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { checkAgainstContract, ContractMismatch } from './contract-check';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const customer = {
  id: 'cus_1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  note: '',
  total_spent: 0,
  orders_count: 0,
  created_at: 1,
  updated_at: 2,
};
const url = `${API_BASE}/customers/cus_1`;

describe('checkAgainstContract', () => {
  it('passes an answer the contract describes', async () => {
    await expect(checkAgainstContract('GET', url, json(200, customer))).resolves.toBeUndefined();
    await expect(
      checkAgainstContract('GET', url, json(404, { message: 'Customer not found', errors: [] })),
    ).resolves.toBeUndefined();
  });

  it('fails on a field the contract does not name, naming the field and the endpoint', async () => {
    const answer = checkAgainstContract('GET', url, json(200, { ...customer, password_hash: 'x' }));
    await expect(answer).rejects.toThrow(ContractMismatch);
    await expect(
      checkAgainstContract('GET', url, json(200, { ...customer, password_hash: 'x' })),
    ).rejects.toThrow(/GET customers\/\{id\} answered 200.*\n.*password_hash: not in the contract/);
  });

  it('fails on a missing or mistyped field', async () => {
    const { email: _email, ...withoutEmail } = customer;
    await expect(checkAgainstContract('GET', url, json(200, withoutEmail))).rejects.toThrow(
      /email/,
    );
    await expect(
      checkAgainstContract('GET', url, json(200, { ...customer, orders_count: '1' })),
    ).rejects.toThrow(/orders_count/);
  });

  it('fails on a status the endpoint does not list', async () => {
    await expect(
      checkAgainstContract('GET', url, json(418, { message: 'teapot', errors: [] })),
    ).rejects.toThrow(/does not list/);
    await expect(checkAgainstContract('DELETE', url, json(200, customer))).rejects.toThrow(
      /DELETE customers\/\{id\} answered 200: a status the contract does not list/,
    );
  });

  it('judges the path the server sees, without dot segments', async () => {
    // orders/./mark-as-paid reaches PUT orders/{id} (id "mark-as-paid"), which may answer 428.
    const missingVersion = json(428, { message: 'Send the updated_at', errors: [] });
    await expect(
      checkAgainstContract('PUT', `${API_BASE}/orders/./mark-as-paid`, missingVersion),
    ).resolves.toBeUndefined();
  });

  it('holds a path outside the contract to the error shape', async () => {
    const noRoute = { message: 'No route for GET /x', errors: [] };
    await expect(
      checkAgainstContract('GET', `${API_BASE}/nowhere`, json(404, noRoute)),
    ).resolves.toBeUndefined();
    await expect(checkAgainstContract('GET', `${API_BASE}/nowhere`, json(200, {}))).rejects.toThrow(
      /does not have/,
    );
  });
});
