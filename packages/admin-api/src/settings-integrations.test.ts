import { describe, expect, it } from 'vitest';
import {
  INTEGRATION_NAMES,
  INTEGRATION_VALUE_MIN_MESSAGE,
  matchesIntegrationIdFormat,
  updateIntegrationBodySchema,
} from './settings-integrations';

const body = (value: string) => ({ value, status: 'active', updated_at: 1 });

describe('the integration body (§5)', () => {
  it('asks analytics, tag manager and TikTok for at least 3 characters, trimmed', () => {
    for (const name of ['google-analytics', 'google-tag-manager', 'tiktok-pixel'] as const) {
      const schema = updateIntegrationBodySchema(name);
      for (const short of ['', 'G-', '  ab  ']) {
        const issues = schema.safeParse(body(short)).error?.issues;
        expect(issues, `${name} "${short}"`).toEqual([
          expect.objectContaining({ path: ['value'], message: INTEGRATION_VALUE_MIN_MESSAGE }),
        ]);
      }
      expect(schema.parse(body('  abc '))).toEqual(body('abc'));
    }
  });

  it('takes any meta pixel value, an empty one too', () => {
    const schema = updateIntegrationBodySchema('meta-pixel');
    expect(schema.parse(body(''))).toEqual(body(''));
    expect(schema.parse(body(' 1 '))).toEqual(body('1'));
  });

  it('bounds every value and takes only active or inactive', () => {
    for (const name of INTEGRATION_NAMES) {
      const schema = updateIntegrationBodySchema(name);
      expect(schema.safeParse(body('1'.repeat(65))).success, name).toBe(false);
      expect(schema.safeParse({ ...body('123456789012345'), status: 'on' }).success).toBe(false);
    }
  });
});

describe('the id format hint', () => {
  it("tells the services' id formats from other values, in any case, around spaces", () => {
    const cases: [(typeof INTEGRATION_NAMES)[number], string, boolean][] = [
      ['google-analytics', 'G-QT1QG8RWBC', true],
      ['google-analytics', ' g-qt1qg8rwbc ', true],
      ['google-analytics', 'UA-12345-1', false],
      ['google-tag-manager', 'GTM-5KJ8R2P', true],
      ['google-tag-manager', 'GTM-', false],
      ['meta-pixel', '718239465102384', true],
      ['meta-pixel', '7182394651023845', true],
      ['meta-pixel', '71823946510', false],
      ['tiktok-pixel', 'C4A1B2C3D4E5F6G7H8I9', true],
      ['tiktok-pixel', 'C4A1B2', false],
    ];
    for (const [name, value, matches] of cases) {
      expect(matchesIntegrationIdFormat(name, value), `${name} ${value}`).toBe(matches);
    }
  });

  it('says nothing about an empty value: that is "not set"', () => {
    for (const name of INTEGRATION_NAMES) expect(matchesIntegrationIdFormat(name, '  ')).toBe(true);
  });
});
