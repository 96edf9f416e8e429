import { describe, expect, it } from 'vitest';
import { hasText, policyBody } from './policy-form';

describe('the policy form', () => {
  it('tells text from an empty editor', () => {
    expect(hasText('')).toBe(false);
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p>&nbsp; </p><ul><li></li></ul>')).toBe(false);
    expect(hasText('<p>Returns within 30 days.</p>')).toBe(true);
  });

  it('takes the empty text (a policy may be cleared) and refuses one past the bound', () => {
    expect(policyBody.schema.parse({ body: '' })).toEqual({ body: '' });
    expect(
      policyBody.schema.safeParse({ body: 'x'.repeat(100_001) }).error?.issues[0]?.message,
    ).toBe('At most 100000 characters');
  });
});
