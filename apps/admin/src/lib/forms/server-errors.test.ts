import { describe, expect, it, vi } from 'vitest';
import { httpError } from '../../test/http-error';
import { applyFieldErrors, applyServerFieldErrors } from './server-errors';

type Values = { title: string; options: { name: string; values: string[] }[] };

function unprocessable(errors: { field: string; title: string }[]) {
  return httpError(422, { message: 'Validation failed', errors });
}

describe('server field errors', () => {
  it('puts each message on the field of the same name, focuses the first, returns the rest', () => {
    const setError = vi.fn();
    const rest = applyServerFieldErrors<Values>(
      unprocessable([
        { field: 'title', title: 'Taken' },
        { field: 'handle', title: 'Too short' },
      ]),
      ['title'],
      setError,
    );
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'title',
      { type: 'server', message: 'Taken' },
      { shouldFocus: true },
    );
    expect(rest).toEqual(['Too short']);
  });

  it('maps nested server fields through a function', () => {
    const setError = vi.fn();
    const rest = applyFieldErrors<Values>(
      [
        { field: 'options.1.values.0', title: 'This value is already listed' },
        { field: 'options.0.name', title: 'Required' },
        { field: 'variants.3.sku', title: 'Another variant already uses this SKU' },
      ],
      (field) => {
        const value = /^options\.(\d+)\.values/.exec(field);
        if (value) return `options.${Number(value[1])}.values`;
        return field.startsWith('options.') ? (field as `options.${number}.name`) : undefined;
      },
      setError,
    );
    expect(setError.mock.calls.map(([name, , options]) => [name, options])).toEqual([
      ['options.1.values', { shouldFocus: true }],
      ['options.0.name', { shouldFocus: false }],
    ]);
    expect(rest).toEqual(['Another variant already uses this SKU']);
  });
});
