import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, QueryObserver, type QueryKey } from '@tanstack/react-query';
import type { CustomerGroup } from '@shop/admin-api';
import { setUpApiTest } from '../../test/api-test-setup';
import { type Route } from '../../test/fake-api';
import { api } from '../http/client';
import { createQueryClient } from '../query-client/query-client';
import { resourceKeys } from './keys';
import {
  markDeletedDetailStale,
  refreshRelated,
  useActionMutation,
  useCreateMutation,
  useDeleteMutation,
} from './mutations';

// Customer groups stand in for any record: answers are checked against the contract, as in
// development. Another resource ("others") stands in for what a change relates to.
const thingKeys = resourceKeys<object>('things');
const otherKeys = resourceKeys<object>('others');
const thing = (id: string, name: string, updated_at = 2): CustomerGroup => ({
  id,
  name,
  description: '',
  members_count: 0,
  created_at: 1,
  updated_at,
});
/** What the changes below declare: the things' lists, and the other resource's record o1. */
const declared = [thingKeys.lists(), otherKeys.detail('o1')];

const apiTest = setUpApiTest();

/** A cache with a list, a count and two records of things, and two records of others. */
function seeded() {
  const client = createQueryClient();
  client.setQueryData(thingKeys.list({}), { items: [], has_more: false });
  client.setQueryData(thingKeys.count({}), 0);
  client.setQueryData(thingKeys.detail('t1'), thing('t1', 'One'));
  client.setQueryData(thingKeys.detail('t2'), thing('t2', 'Two'));
  client.setQueryData(otherKeys.detail('o1'), {});
  client.setQueryData(otherKeys.detail('o2'), {});
  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, invalidated, wrapper };
}

/** A page still showing the record: its query has an observer that counts refetches. */
function observe(client: ReturnType<typeof createQueryClient>, key: QueryKey, data: unknown) {
  const fetchAgain = vi.fn(() => Promise.resolve(data));
  const observer = new QueryObserver(client, { queryKey: key, queryFn: fetchAgain });
  return { fetchAgain, unsubscribe: observer.subscribe(() => undefined) };
}

describe('refreshRelated', () => {
  it('marks every list and count declared, nothing else', () => {
    const { client, invalidated } = seeded();
    refreshRelated(client, [thingKeys.lists(), thingKeys.counts()]);
    expect(invalidated()).toEqual([thingKeys.list({}), thingKeys.count({})]);
  });

  it("leaves the changed record's own key alone even under a declared prefix", () => {
    const { client, invalidated } = seeded();
    refreshRelated(client, [thingKeys.details()], thingKeys.detail('t1'));
    expect(invalidated()).toEqual([thingKeys.detail('t2')]);
  });
});

describe('markDeletedDetailStale', () => {
  it('marks only that detail stale, keeps it and does not refetch it', async () => {
    const { client, invalidated } = seeded();
    // The deleted record's page is still on screen: its query has an observer.
    const page = observe(client, thingKeys.detail('t1'), thing('t1', 'One'));
    client.setQueryData(thingKeys.detail('t1'), thing('t1', 'One'));
    markDeletedDetailStale(client, thingKeys.detail('t1'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(invalidated()).toEqual([thingKeys.detail('t1')]);
    expect(client.getQueryData(thingKeys.detail('t1'))).toEqual(thing('t1', 'One'));
    expect(page.fetchAgain).not.toHaveBeenCalled();
    page.unsubscribe();
  });
});

describe('useCreateMutation', () => {
  it('caches the new record from the answer and refreshes what it declares', async () => {
    const created = thing('t3', 'Three');
    const server = apiTest.serve(() => ({ status: 201, data: created }));
    const { client, invalidated, wrapper } = seeded();
    const refreshes = vi.fn(() => declared);
    const { result } = renderHook(
      () =>
        useCreateMutation({
          response: 'customerGroupSchema',
          send: (body: { name: string }) => api.post('things', body),
          detailKey: (record) => thingKeys.detail(record.id),
          refreshes,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ name: 'Three' }));
    expect(server.seen[0]?.method).toBe('POST');
    expect(client.getQueryData(thingKeys.detail('t3'))).toEqual(created);
    expect(refreshes).toHaveBeenCalledWith(created);
    expect(invalidated()).toEqual([thingKeys.list({}), otherKeys.detail('o1')]);
  });
});

describe('useDeleteMutation', () => {
  it('marks the record stale without refetching it, then refreshes what it declares', async () => {
    const server = apiTest.serve(() => ({ status: 204 }));
    const { client, invalidated, wrapper } = seeded();
    const page = observe(client, thingKeys.detail('t1'), thing('t1', 'One'));
    client.setQueryData(thingKeys.detail('t1'), thing('t1', 'One'));
    const { result } = renderHook(
      () =>
        useDeleteMutation({
          send: () => api.delete('things/t1'),
          detailKey: thingKeys.detail('t1'),
          refreshes: [...declared, thingKeys.details()],
          meta: { handledStatuses: [409] },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.seen[0]?.method).toBe('DELETE');
    expect(invalidated()).toEqual([
      thingKeys.list({}),
      thingKeys.detail('t1'),
      thingKeys.detail('t2'),
      otherKeys.detail('o1'),
    ]);
    expect(page.fetchAgain).not.toHaveBeenCalled();
    page.unsubscribe();
  });
});

describe('useActionMutation', () => {
  function setup(route: Route) {
    const server = apiTest.serve(route);
    const seed = seeded();
    const refreshes = vi.fn((_record: CustomerGroup | undefined) => declared);
    const { result } = renderHook(
      () =>
        useActionMutation({
          response: 'customerGroupSchema',
          send: ({ action }: { action: string }) => api.put(`things/t1/${action}`),
          detailKey: thingKeys.detail('t1'),
          refreshes,
          meta: { handledStatuses: [409] },
        }),
      { wrapper: seed.wrapper },
    );
    const act_ = async (action: string) => {
      let outcome: unknown;
      await act(async () => {
        outcome = await result.current.mutateAsync({ action }).catch((error: unknown) => error);
      });
      return outcome;
    };
    return { ...seed, server, refreshes, act: act_ };
  }

  it('caches the answer and refreshes what the record as it now is declares', async () => {
    const after = thing('t1', 'Acted', 3);
    const { client, invalidated, refreshes, act } = setup(() => ({ status: 200, data: after }));
    expect(await act('close')).toEqual(after);
    expect(client.getQueryData(thingKeys.detail('t1'))).toEqual(after);
    expect(refreshes).toHaveBeenCalledWith(after);
    expect(invalidated()).toEqual([thingKeys.list({}), otherKeys.detail('o1')]);
  });

  it('after a refusal (409) reads the record again before the caller hears of it', async () => {
    const now = thing('t1', 'Moved on', 5);
    const { client, server, refreshes, act } = setup(({ method }) =>
      method === 'PUT'
        ? { status: 409, data: { message: 'Already done', errors: [] } }
        : { status: 200, data: now },
    );
    const page = observe(client, thingKeys.detail('t1'), now);
    client.setQueryData(thingKeys.detail('t1'), thing('t1', 'One'));
    const refused = await act('close');
    expect(refused).toMatchObject({ response: { status: 409 } });
    // Worked out from the record as the screen showed it; the record itself is as it is now.
    expect(refreshes).toHaveBeenCalledWith(thing('t1', 'One'));
    expect(page.fetchAgain).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(thingKeys.detail('t1'))).toEqual(now);
    expect(server.seen.map((request) => request.method)).toEqual(['PUT']);
    expect(apiTest.toastError()).not.toHaveBeenCalled();
    page.unsubscribe();
  });

  it('refreshes nothing after another failure', async () => {
    const { invalidated, refreshes, act } = setup(() => ({
      status: 500,
      data: { message: 'Database unavailable', errors: [] },
    }));
    await act('close');
    expect(refreshes).not.toHaveBeenCalled();
    expect(invalidated()).toEqual([]);
    expect(apiTest.toastError()).toHaveBeenCalledWith('Database unavailable');
  });
});
