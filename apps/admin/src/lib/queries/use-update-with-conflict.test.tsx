import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { CustomerGroup } from '@shop/admin-api';
import { setUpApiTest } from '../../test/api-test-setup';
import { type Route } from '../../test/fake-api';
import { api } from '../http/client';
import { createQueryClient } from '../query-client/query-client';
import { useUpdateWithConflict } from './use-update-with-conflict';

// A customer group stands in for any record: answers are checked against the contract, as in
// development.
type Thing = CustomerGroup;
const detailKey = ['things', 'detail', 't1'] as const;
const thing = (name: string, updated_at: number): Thing => ({
  id: 't1',
  name,
  description: '',
  members_count: 0,
  created_at: 50,
  updated_at,
});
const before = thing('Before', 100);
const theirs = thing('Theirs', 200);

const apiTest = setUpApiTest();

function setup(route: Route, onSaved?: (saved: Thing, client: QueryClient) => void) {
  const server = apiTest.serve(route);
  const client = createQueryClient();
  client.setQueryData(detailKey, before);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useUpdateWithConflict({
        detailKey,
        response: 'customerGroupSchema',
        send: (body: { name: string; updated_at: number }) => api.put('things/t1', body),
        onSaved,
      }),
    { wrapper },
  );
  /** Saves through the hook: the saved record, or the error it was refused with. */
  const save = async (title: string) => {
    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current
        .mutateAsync({ name: title, updated_at: 100 })
        .catch((error: unknown) => error);
    });
    return outcome;
  };
  return { server, client, save };
}

describe('useUpdateWithConflict', () => {
  it('sends the body, sets the detail from the answer, then runs onSaved with it', async () => {
    const saved = thing('Mine', 150);
    const onSaved = vi.fn((_saved: Thing, client: QueryClient) => {
      // The detail already shows the saved record when onSaved runs.
      expect(client.getQueryData(detailKey)).toEqual(saved);
    });
    const { server, client, save } = setup(
      () => ({ status: 200, data: { ...saved, extra: 'dropped' } }),
      onSaved,
    );
    expect(await save('Mine')).toEqual(saved);
    expect(server.seen[0]?.method).toBe('PUT');
    expect(server.seen[0]?.url).toBe('things/t1');
    expect(JSON.parse(server.seen[0]?.config.data as string)).toEqual({
      name: 'Mine',
      updated_at: 100,
    });
    expect(client.getQueryData(detailKey)).toEqual(saved);
    expect(onSaved).toHaveBeenCalledWith(saved, client);
  });

  it('works without onSaved', async () => {
    const saved = thing('Mine', 150);
    const { client, save } = setup(() => ({ status: 200, data: saved }));
    await save('Mine');
    expect(client.getQueryData(detailKey)).toEqual(saved);
  });

  it('refreshes what the save declares, but not the saved record', async () => {
    const saved = thing('Mine', 150);
    const server = apiTest.serve(() => ({ status: 200, data: saved }));
    const client = createQueryClient();
    client.setQueryData(detailKey, before);
    client.setQueryData(['things', 'list', {}], []);
    client.setQueryData(['others', 'list', {}], []);
    const refreshes = vi.fn(() => [['things'] as const]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hook = renderHook(
      () =>
        useUpdateWithConflict({
          detailKey,
          response: 'customerGroupSchema',
          send: (body: { name: string; updated_at: number }) => api.put('things/t1', body),
          refreshes,
        }),
      { wrapper },
    );
    await act(() => hook.result.current.mutateAsync({ name: 'Mine', updated_at: 100 }));
    expect(server.seen).toHaveLength(1);
    expect(refreshes).toHaveBeenCalledWith(saved);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual([['things', 'list', {}]]);
  });

  it('on a 409 puts their version in the cache, with no toast and no onSaved', async () => {
    const onSaved = vi.fn();
    const { client, save } = setup(
      () => ({ status: 409, data: { message: 'Changed meanwhile', errors: [], current: theirs } }),
      onSaved,
    );
    expect(await save('Mine')).toMatchObject({ response: { status: 409 } });
    expect(client.getQueryData(detailKey)).toEqual(theirs);
    expect(apiTest.toastError()).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('leaves the cache alone on a 409 without a usable record, and toasts other failures', async () => {
    let answer: { status: number; data: unknown } = {
      status: 409,
      data: { message: 'Changed', errors: [], current: { id: 1 } },
    };
    const { client, save } = setup(() => answer);
    await save('Mine');
    expect(client.getQueryData(detailKey)).toEqual(before);
    expect(apiTest.toastError()).not.toHaveBeenCalled();

    answer = {
      status: 500,
      data: { message: 'Database unavailable', errors: [], current: theirs },
    };
    await save('Mine');
    expect(client.getQueryData(detailKey)).toEqual(before);
    expect(apiTest.toastError()).toHaveBeenCalledWith('Database unavailable');
  });
});
