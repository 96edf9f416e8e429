import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors';
// From the package's entry: where the storefront's path helper lives inside it may change.
import { storefrontPath } from './index';
import {
  defaultThemeSettings,
  THEME_MESSAGES,
  themeSettingsRules,
  type ThemeSchema,
} from './themes';

const label = { en: 'Label', az: 'Etiket' };
const schema: ThemeSchema = {
  sections: [
    {
      id: 'colors',
      name: label,
      placement: 'global',
      settings: [
        { type: 'color', id: 'accent', label, default: '#112233' },
        { type: 'range', id: 'size', label, min: 10, max: 20, step: 1, unit: 'px', default: 16 },
        { type: 'font', id: 'font', label, default: 'serif' },
      ],
    },
    {
      id: 'hero',
      name: label,
      placement: 'home',
      settings: [
        { type: 'text', id: 'heading', label, default: 'Hello', max_length: 10 },
        { type: 'link', id: 'link', label, default: '/' },
        {
          type: 'select',
          id: 'height',
          label,
          options: [{ value: 'small', label }],
          default: 'small',
        },
      ],
    },
    { id: 'text', name: label, placement: 'home', settings: [] },
  ],
};

describe('theme settings', () => {
  it('start from every default, the home sections in the schema’s order', () => {
    expect(defaultThemeSettings(schema)).toEqual({
      section_order: ['hero', 'text'],
      sections: {
        colors: { accent: '#112233', size: 16, font: 'serif' },
        hero: { heading: 'Hello', link: '/', height: 'small' },
        text: {},
      },
    });
  });

  it('fill a missing value with its default and lower-case a colour', () => {
    const parsed = themeSettingsRules(schema).parse({
      section_order: ['text', 'hero'],
      sections: { colors: { accent: '#ABCDEF' } },
    });
    expect(parsed.sections.colors).toEqual({ accent: '#abcdef', size: 16, font: 'serif' });
    expect(parsed.section_order).toEqual(['text', 'hero']);
  });

  it('refuse every bad value at once, each on its field', () => {
    const result = themeSettingsRules(schema).safeParse({
      section_order: ['hero', 'hero'],
      sections: {
        colors: { accent: 'red', size: 30, font: 'comic', extra: 1 },
        hero: { heading: 'Far too long a heading', link: 'javascript:alert(1)', height: 'huge' },
        footer: {},
      },
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toEqual(
      expect.arrayContaining([
        { field: 'sections.colors.accent', title: THEME_MESSAGES.color },
        { field: 'sections.colors.size', title: THEME_MESSAGES.range },
        { field: 'sections.colors.font', title: THEME_MESSAGES.option },
        { field: 'sections.colors.extra', title: THEME_MESSAGES.unknownSetting },
        { field: 'sections.hero.heading', title: 'At most 10 characters' },
        { field: 'sections.hero.link', title: THEME_MESSAGES.link },
        { field: 'sections.hero.height', title: THEME_MESSAGES.option },
        { field: 'sections.footer', title: THEME_MESSAGES.unknownSection },
        { field: 'section_order', title: THEME_MESSAGES.sectionOrder },
      ]),
    );
  });

  it('take a URL or an absolute path as a link, never another scheme or //host', () => {
    const link = (value: string) =>
      themeSettingsRules(schema).safeParse({
        section_order: ['hero', 'text'],
        sections: { hero: { link: value } },
      }).success;
    expect(link('https://example.com/a?b=c')).toBe(true);
    expect(link('/collections/new')).toBe(true);
    expect(link('')).toBe(true);
    expect(link('//evil.example')).toBe(false);
    expect(link('data:text/html,x')).toBe(false);
    expect(link('mailto:a@b.c')).toBe(false);
  });

  it('put a shop’s storefront under /store/<shop id>/', () => {
    expect(storefrontPath('shop_demo')).toBe('/store/shop_demo/');
    expect(storefrontPath('shop_demo', '/products/prd_1')).toBe('/store/shop_demo/products/prd_1');
  });
});
