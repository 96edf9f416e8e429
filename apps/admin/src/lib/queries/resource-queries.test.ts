import { describe, expect, it } from 'vitest';
import type { CustomerGroup } from '@shop/admin-api';
import { setUpApiTest } from '../../test/api-test-setup';
import { createQueryClient } from '../query-client/query-client';
import { countQuery, detailQuery, listQuery } from './resource-queries';

interface ThingQuery {
  q?: string;
  limit?: number;
}

// A resource's key factory in the shape DESIGN gives every feature.
const thingKeys = {
  all: ['things'] as const,
  lists: () => [...thingKeys.all, 'list'] as const,
  list: (query: ThingQuery) => [...thingKeys.lists(), query] as const,
  counts: () => [...thingKeys.all, 'count'] as const,
  count: (q: string | undefined) => [...thingKeys.counts(), { q: q ?? '' }] as const,
  details: () => [...thingKeys.all, 'detail'] as const,
  detail: (id: string) => [...thingKeys.details(), id] as const,
};
// Customer groups stand in for any resource: answers are checked against the contract, as in
// development.
const thingSchema = 'customerGroupSchema';
const thingListSchema = 'customerGroupListSchema';
const thing = (id: string, name: string): CustomerGroup => ({
  id,
  name,
  description: '',
  members_count: 0,
  created_at: 1,
  updated_at: 2,
});
const thingPath = (id: string) => `things/${id}`;

const apiTest = setUpApiTest();

const serve = apiTest.serve;

describe('listQuery', () => {
  const thingListQuery = listQuery(thingKeys.list, 'things', thingListSchema);

  it("uses the factory's key and sends the query as the params", async () => {
    const page = { items: [thing('t1', 'One')], has_more: false };
    const server = serve(() => ({ status: 200, data: { ...page, extra: 'dropped' } }));
    const options = thingListQuery({ q: 'on', limit: 5 });
    expect(options.queryKey).toEqual(['things', 'list', { q: 'on', limit: 5 }]);
    expect(options.meta).toBeUndefined();

    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual(page);
    expect(server.seen[0]?.method).toBe('GET');
    expect(server.seen[0]?.url).toBe('things');
    expect(server.seen[0]?.config.params).toEqual({ q: 'on', limit: 5 });
    expect(server.seen[0]?.config.signal).toBeDefined();
  });

  it('refuses an answer that does not match the schema', async () => {
    serve(() => ({ status: 200, data: { items: [{ id: 1 }] } }));
    await expect(
      createQueryClient().fetchQuery({ ...thingListQuery({}), retry: false }),
    ).rejects.toThrow();
  });
});

describe('countQuery', () => {
  it('sends the query itself by default and keeps the number alone', async () => {
    const server = serve(() => ({ status: 200, data: { count: 7, capped: false } }));
    const thingCountQuery = countQuery(
      (query: ThingQuery) => [...thingKeys.counts(), query] as const,
      'things/count',
    );
    await expect(createQueryClient().fetchQuery(thingCountQuery({ q: 'a' }))).resolves.toBe(7);
    expect(server.seen[0]?.url).toBe('things/count');
    expect(server.seen[0]?.config.params).toEqual({ q: 'a' });
  });

  it('sends what toParams makes of the query', async () => {
    const server = serve(() => ({ status: 200, data: { count: 3 } }));
    const thingCountQuery = countQuery(thingKeys.count, 'things/count', (q) =>
      q ? { q } : undefined,
    );
    const client = createQueryClient();
    expect(thingCountQuery(undefined).queryKey).toEqual(['things', 'count', { q: '' }]);
    await expect(client.fetchQuery(thingCountQuery(undefined))).resolves.toBe(3);
    await expect(client.fetchQuery(thingCountQuery('x'))).resolves.toBe(3);
    expect(server.seen.map((request) => request.config.params)).toEqual([undefined, { q: 'x' }]);
  });
});

describe('detailQuery', () => {
  const thingQuery = detailQuery(thingKeys.detail, thingPath, thingSchema);

  it("fetches the record at its path under the factory's key", async () => {
    const server = serve(() => ({ status: 200, data: thing('t1', 'One') }));
    expect(thingQuery('t1').queryKey).toEqual(['things', 'detail', 't1']);
    await expect(createQueryClient().fetchQuery(thingQuery('t1'))).resolves.toEqual(
      thing('t1', 'One'),
    );
    expect(server.seen[0]?.url).toBe('things/t1');
    expect(server.seen[0]?.config.params).toBeUndefined();
  });

  it('leaves a 404 to the page (no toast), but still toasts other failures', async () => {
    serve(({ url }) =>
      url === 'things/gone'
        ? { status: 404, data: { message: 'Not found', errors: [] } }
        : { status: 500, data: { message: 'Database unavailable', errors: [] } },
    );
    const client = createQueryClient();
    expect(thingQuery('gone').meta).toEqual({ handledStatuses: [404] });
    await expect(client.fetchQuery({ ...thingQuery('gone'), retry: false })).rejects.toThrow();
    expect(apiTest.toastError()).not.toHaveBeenCalled();
    await expect(client.fetchQuery({ ...thingQuery('down'), retry: false })).rejects.toThrow();
    expect(apiTest.toastError()).toHaveBeenCalledWith('Database unavailable');
  });
});
