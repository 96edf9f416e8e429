import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@shop/ui';
import enGeneral from '../../../public/locales/en/general.json';
import { httpError } from '../../test/http-error';
import { i18n } from '../i18n/i18n';
import { errorMessage, reportError, shouldToast } from './report-error';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { general: enGeneral } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});

let toastError: ReturnType<typeof vi.spyOn>;
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => 'toast-id');
  vi.spyOn(toast, 'isActive').mockReturnValue(false);
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('error toasts (§8)', () => {
  it('logs every failure and toasts the server message', () => {
    const error = httpError(500, { message: 'Database unavailable', errors: [] });
    reportError(error, { kind: 'query' });
    expect(logged).toHaveBeenCalledWith(error);
    expect(toastError).toHaveBeenCalledWith('Database unavailable');
  });

  it('never toasts a 401, but still logs it', () => {
    reportError(httpError(401, { message: 'Unauthorized', errors: [] }), { kind: 'query' });
    reportError(httpError(401, { message: 'Unauthorized', errors: [] }), { kind: 'mutation' });
    expect(logged).toHaveBeenCalledTimes(2);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows no second toast while one is showing', () => {
    vi.mocked(toast.isActive).mockReturnValue(true);
    reportError(httpError(500, { message: 'Down', errors: [] }), { kind: 'query' });
    expect(toastError).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('respects a request or a query that turned toasts off', () => {
    const error = httpError(500, { message: 'Down', errors: [] });
    expect(shouldToast(error, { kind: 'query', meta: { toast: false } })).toBe(false);
    expect(shouldToast(httpError(500, {}, { skipToast: true }), { kind: 'query' })).toBe(false);
    expect(
      shouldToast(httpError(409, {}), { kind: 'mutation', meta: { handledStatuses: [409] } }),
    ).toBe(false);
    expect(
      shouldToast(httpError(422, {}), { kind: 'mutation', meta: { handledStatuses: [409] } }),
    ).toBe(true);
    expect(shouldToast(error, { kind: 'query' })).toBe(true);
  });

  it('lets a form show field errors instead of a mutation toast', () => {
    const invalid = httpError(422, {
      message: 'Validation failed',
      errors: [{ field: 'email', title: 'Enter a valid email' }],
    });
    reportError(invalid, { kind: 'mutation' });
    expect(toastError).not.toHaveBeenCalled();
    // Without field errors the mutation toasts as usual; a query always does.
    reportError(httpError(422, { message: 'Refused', errors: [] }), { kind: 'mutation' });
    reportError(invalid, { kind: 'query' });
    expect(toastError.mock.calls).toEqual([['Refused'], ['Validation failed']]);
  });

  it('takes the server message, else the error message, else a generic one', () => {
    expect(errorMessage(httpError(400, { message: 'Email taken', errors: [] }))).toBe(
      'Email taken',
    );
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage(httpError(undefined, undefined, {}, 'ERR_NETWORK'))).toBe(
      enGeneral.errors.network,
    );
    expect(errorMessage(new Error(''))).toBe('Something went wrong');
    expect(errorMessage('not an error')).toBe('Something went wrong');
    const zodLike = Object.assign(new Error('[{"code":"invalid_type"}]'), { name: 'ZodError' });
    expect(errorMessage(zodLike)).toBe('Something went wrong');
  });
});

describe('error reporting (issue 27)', () => {
  it('hands every failed query and mutation to error reporting, with its kind', async () => {
    // Fresh modules: the test files share theirs, and a reporter connected here must stay here.
    vi.resetModules();
    const capture = await import('../error-reporting/capture');
    const { reportError: report } = await import('./report-error');
    const received: unknown[] = [];
    capture.connectErrorSink(([error, kind]) => received.push([error, kind]));
    const serverFault = httpError(500, { message: 'Internal error', errors: [], error_id: 'e1' });
    const refused = httpError(404, { message: 'No such order', errors: [] });
    report(serverFault, { kind: 'query' });
    report(refused, { kind: 'mutation' });
    // Which of them become events (not the 4xx) is decided where Sentry is: should-report.ts.
    expect(received).toEqual([
      [serverFault, 'query'],
      [refused, 'mutation'],
    ]);
  });
});
