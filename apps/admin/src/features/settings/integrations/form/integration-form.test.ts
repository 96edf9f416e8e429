import { INTEGRATION_VALUE_MIN_MESSAGE } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { integrationBodies, integrationToForm } from './integration-form';

describe('the integration form', () => {
  it('shows the status as the switch, and sends the switch as the status', () => {
    expect(
      integrationToForm({
        name: 'meta-pixel',
        value: '718239465102384',
        status: 'active',
        updated_at: 1,
      }),
    ).toEqual({ value: '718239465102384', active: true });
    const body = integrationBodies['google-analytics'];
    expect(body.schema.parse(body.toBody({ value: ' G-QT1QG8RWBC ', active: false }))).toEqual({
      value: 'G-QT1QG8RWBC',
      status: 'inactive',
    });
  });

  it('asks for 3 characters except on the meta pixel, with the message on the value field', () => {
    for (const name of ['google-analytics', 'google-tag-manager', 'tiktok-pixel'] as const) {
      const body = integrationBodies[name];
      const issues = body.schema.safeParse(body.toBody({ value: 'ab', active: true })).error
        ?.issues;
      expect(issues?.map((i) => i.message)).toEqual([INTEGRATION_VALUE_MIN_MESSAGE]);
      expect(
        typeof body.fields === 'function' && body.fields('value', { value: '', active: true }),
      ).toBe('value');
    }
    const meta = integrationBodies['meta-pixel'];
    expect(meta.schema.safeParse(meta.toBody({ value: '', active: false })).success).toBe(true);
  });
});
