import { describe, expect, it } from 'vitest';
import {
  countriesQuery,
  currenciesQuery,
  statesQuery,
  timezonesQuery,
  weightsQuery,
} from './reference-data';

describe('reference data queries', () => {
  it('keep each list fresh for 2 minutes (§9)', () => {
    for (const query of [
      countriesQuery('en'),
      statesQuery('AZ'),
      timezonesQuery,
      currenciesQuery('en'),
      weightsQuery('en'),
    ]) {
      expect(query.staleTime).toBe(2 * 60_000);
    }
  });

  it('key the named lists by language and the states by country', () => {
    expect(countriesQuery('az').queryKey).not.toEqual(countriesQuery('en').queryKey);
    expect(currenciesQuery('az').queryKey).toContain('az');
    expect(statesQuery('AZ').queryKey).not.toEqual(statesQuery('US').queryKey);
  });
});
