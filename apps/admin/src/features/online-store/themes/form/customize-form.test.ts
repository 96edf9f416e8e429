import { describe, expect, it } from 'vitest';
import type { ThemeSchema } from '@shop/admin-api';
import { customizeBodySchema, customizeField, toCustomizeValues } from './customize-form';

const schema: ThemeSchema = {
  sections: [
    {
      id: 'colors',
      name: { en: 'Colours', az: 'Rənglər' },
      placement: 'global',
      settings: [
        { id: 'accent', type: 'color', label: { en: 'Accent', az: 'Vurğu' }, default: '#112233' },
        {
          id: 'radius',
          type: 'range',
          label: { en: 'Radius', az: 'Radius' },
          min: 0,
          max: 24,
          step: 2,
          default: 8,
        },
      ],
    },
    {
      id: 'hero',
      name: { en: 'Hero', az: 'Baş banner' },
      placement: 'home',
      settings: [
        { id: 'heading', type: 'text', label: { en: 'Heading', az: 'Başlıq' }, default: 'Hi' },
      ],
    },
    { id: 'story', name: { en: 'Story', az: 'Hekayə' }, placement: 'home', settings: [] },
  ],
};

const settings = {
  section_order: ['story', 'hero'],
  sections: { colors: { accent: '#AABBCC', radius: 10 }, hero: { heading: 'Welcome' } },
};

describe('the customize form', () => {
  it('starts from a copy of the draft', () => {
    const values = toCustomizeValues({ settings });
    values.sections.hero!.heading = 'Changed';
    values.section_order.reverse();
    expect(settings.sections.hero.heading).toBe('Welcome');
    expect(settings.section_order).toEqual(['story', 'hero']);
  });

  it('checks the values against the theme’s own schema', () => {
    const parsed = customizeBodySchema(schema).parse({ settings });
    // Lower-cased as the server stores it; a setting left out takes its default.
    expect(parsed.settings.sections.colors).toEqual({ accent: '#aabbcc', radius: 10 });
    expect(parsed.settings.sections.story).toEqual({});

    const refused = customizeBodySchema(schema).safeParse({
      settings: { ...settings, sections: { colors: { accent: 'blue', radius: 40 } } },
    });
    expect(refused.success).toBe(false);
    const messages = refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['settings.sections.colors.accent', 'Enter a colour as #rrggbb'],
        ['settings.sections.colors.radius', 'Out of range'],
      ]),
    );
  });

  it('puts a message on the field of its setting, or above the fields', () => {
    expect(customizeField('settings.sections.colors.accent')).toBe('sections.colors.accent');
    expect(customizeField('settings.section_order')).toBeUndefined();
  });
});
