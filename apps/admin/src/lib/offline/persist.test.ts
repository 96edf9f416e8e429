import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { api, setTransport } from '../http/client';
import { fakeApi } from '../../test/fake-api';
import { keepWaitingChanges } from './persist';
import { writeOptions } from './writes';

/** idb-keyval's store, in memory. */
const store = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(store.get(key)),
  set: (key: string, value: unknown) => Promise.resolve(void store.set(key, value)),
  del: (key: string) => Promise.resolve(void store.delete(key)),
}));

/** The requests kept for the next page, once the store's writes (promises) have settled. */
async function keptRequests() {
  await new Promise((resolve) => setTimeout(resolve));
  const [entry] = [...store.values()] as { clientState: { mutations: { state: unknown }[] } }[];
  return (entry?.clientState.mutations ?? []).map(
    (mutation) => (mutation.state as { variables: { method: string; url: string } }).variables,
  );
}

afterEach(() => {
  setTransport(null);
  onlineManager.setOnline(true);
  store.clear();
});

describe('keeping the changes waiting to sync', () => {
  it('keeps a change made offline before the offline work had loaded', async () => {
    setTransport(fakeApi(() => ({ status: 201, data: {} })).transport);
    const client = new QueryClient();
    onlineManager.setOnline(false);
    const observer = new MutationObserver(
      client,
      writeOptions<{ name: string }, unknown>({
        send: (body) => api.post('customer-groups', body),
      }),
    );
    void observer.mutate({ name: 'Spring' }).catch(() => undefined);
    await vi.waitFor(() =>
      expect(client.getMutationCache().getAll()[0]?.state.isPaused).toBe(true),
    );

    const stop = await keepWaitingChanges(client);
    expect(await keptRequests()).toEqual([
      expect.objectContaining({ method: 'POST', url: 'customer-groups' }),
    ]);
    stop();
  });

  it('lets go of a change once it has been answered', async () => {
    setTransport(fakeApi(() => ({ status: 201, data: {} })).transport);
    const client = new QueryClient();
    client.mount(); // it resumes what waits when the connection comes back
    const stop = await keepWaitingChanges(client);
    onlineManager.setOnline(false);
    const observer = new MutationObserver(
      client,
      writeOptions<{ name: string }, unknown>({
        send: (body) => api.post('customer-groups', body),
      }),
    );
    const answered = observer.mutate({ name: 'Spring' });
    expect(await keptRequests()).toHaveLength(1);
    onlineManager.setOnline(true);
    await answered;
    expect(await keptRequests()).toEqual([]);
    stop();
    client.unmount();
  });
});
