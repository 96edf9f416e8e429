import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@shop/admin-api';
import { api, setTransport } from '../http/client';
import { createQueryClient } from '../query-client/query-client';
import enGeneral from '../../../public/locales/en/general.json';
import { fakeApi } from '../../test/fake-api';
import { i18n } from '../i18n/i18n';
import { recordRequest } from './record-request';
import { writeOptions } from './writes';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { general: enGeneral } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  setTransport(null);
  onlineManager.setOnline(true);
});

describe('recording a change', () => {
  it('keeps the request a send makes, without sending it, and puts the network back', async () => {
    const server = fakeApi(() => ({ status: 201, data: {} }));
    setTransport(server.transport);
    const send = (body: { name: string }) => api.post('customer-groups', body);
    expect(recordRequest(send, { name: 'Spring' })).toEqual({
      method: 'POST',
      url: 'customer-groups',
      params: undefined,
      body: { name: 'Spring' },
    });
    expect(server.seen).toHaveLength(0);
    await api.get('customer-groups');
    expect(server.seen).toHaveLength(1); // the real transport is back
  });

  it('records nothing for a send that awaits first', () => {
    setTransport(fakeApi(() => ({ status: 201, data: {} })).transport);
    const send = async (body: object) => {
      await Promise.resolve();
      return api.post('x', body);
    };
    expect(recordRequest(send, {})).toBeUndefined();
  });
});

describe('a change that loses its answer', () => {
  it('is sent again with the same idempotency key, and succeeds once', async () => {
    let attempts = 0;
    const server = fakeApi(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return { status: 201, data: { id: 'grp_1' } };
    });
    setTransport(server.transport);
    const client = new QueryClient();
    const observer = new MutationObserver(client, {
      ...writeOptions<{ name: string }, unknown>({
        send: (body) => api.post('customer-groups', body),
      }),
      retryDelay: 0,
    });
    await expect(observer.mutate({ name: 'Spring' })).resolves.toEqual({ id: 'grp_1' });
    const keys = server.seen.map((request) => request.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('what must not wait', () => {
  it('is refused at once while offline, with its message, and nothing is sent', async () => {
    const server = fakeApi(() => ({ status: 200, data: {} }));
    setTransport(server.transport);
    onlineManager.setOnline(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the refusal is logged
    const client = createQueryClient();
    const observer = new MutationObserver(client, {
      mutationFn: () => api.put('settings/payments/stripe', {}),
      meta: { offline: 'refuse', toast: false },
    });
    await expect(observer.mutate(undefined)).rejects.toThrow(enGeneral.errors.offlineRefused);
    expect(server.seen).toHaveLength(0);
  });
});
