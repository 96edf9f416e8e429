import { describe, expect, it } from 'vitest';
import type { Brand } from '@shop/admin-api';
import { brandBody, toBrandValues } from './brand-form';

const brand: Brand = {
  logo: '/uploads/2025/06/logo-1.png',
  cover_image: null,
  primary_color: '#0f766e',
  accent_color: '#c2410c',
  slogan: 'Everyday goods',
  short_description: 'Made to last.',
  updated_at: 1,
};

describe('the brand form', () => {
  it('edits the images as the uploader holds them and sends their addresses', () => {
    const values = toBrandValues(brand);
    expect(values.logo).toEqual({ id: brand.logo, src: brand.logo });
    expect(values.cover_image).toBeNull();
    expect(
      brandBody.schema.parse(brandBody.toBody({ ...values, primary_color: '#ABCDEF' })),
    ).toEqual({
      logo: brand.logo,
      cover_image: null,
      primary_color: '#abcdef',
      accent_color: '#c2410c',
      slogan: 'Everyday goods',
      short_description: 'Made to last.',
    });
  });

  it('refuses a colour that is not #rrggbb with the contract message', () => {
    const parsed = brandBody.schema.safeParse(
      brandBody.toBody({ ...toBrandValues(brand), accent_color: 'orange' }),
    );
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['accent_color', 'Enter a colour as # and six hex digits, e.g. #1a7f5a'],
    ]);
  });
});
