import { afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { toast } from '@shop/ui';
import enGeneral from '../../public/locales/en/general.json';
import { setTransport } from '../lib/http/client';
import { i18n } from '../lib/i18n/i18n';
import { fakeApi, type Route } from './fake-api';

/**
 * The setup of a unit test that drives the app's real API client against a fake server: English texts
 * of the given namespaces, the app's toasts and logged errors caught, and the client's network put
 * back after each test. `serve` answers the client's calls; `toastError` is this test's error-toast spy.
 */
export function setUpApiTest(resources: Record<string, object> = { general: enGeneral }) {
  let toastError: MockInstance<typeof toast.error>;

  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: { en: resources },
      defaultNS: 'general',
      interpolation: { escapeValue: false },
    });
  });

  beforeEach(() => {
    toastError = vi.spyOn(toast, 'error').mockImplementation(() => 'toast-id');
    vi.spyOn(toast, 'isActive').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    setTransport(null);
  });

  return {
    serve(route: Route) {
      const server = fakeApi(route);
      setTransport(server.transport);
      return server;
    },
    toastError: () => toastError,
  };
}
