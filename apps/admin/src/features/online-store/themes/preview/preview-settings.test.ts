import { describe, expect, it } from 'vitest';
import type { ThemeSchema } from '@shop/admin-api';
import { previewSettings } from './preview-settings';

const schema: ThemeSchema = {
  sections: [
    {
      id: 'colors',
      name: { en: 'Colours', az: 'Rənglər' },
      placement: 'global',
      settings: [
        { id: 'accent', type: 'color', label: { en: 'Accent', az: 'Vurğu' }, default: '#112233' },
        { id: 'text', type: 'color', label: { en: 'Text', az: 'Mətn' }, default: '#000000' },
      ],
    },
    {
      id: 'hero',
      name: { en: 'Hero', az: 'Banner' },
      placement: 'home',
      settings: [
        { id: 'heading', type: 'text', label: { en: 'Heading', az: 'Başlıq' }, default: 'Hi' },
        {
          id: 'height',
          type: 'range',
          label: { en: 'Height', az: 'Hündürlük' },
          min: 100,
          max: 600,
          step: 50,
          default: 300,
        },
      ],
    },
    { id: 'story', name: { en: 'Story', az: 'Hekayə' }, placement: 'home', settings: [] },
  ],
};

const saved = {
  section_order: ['hero', 'story'],
  sections: {
    colors: { accent: '#445566', text: '#101010' },
    hero: { heading: 'Saved', height: 300 },
  },
};

describe('what the preview is sent', () => {
  it('sends what is typed when it is valid, in the order chosen', () => {
    const sent = previewSettings(
      schema,
      {
        section_order: ['story', 'hero'],
        sections: {
          colors: { accent: '#AA2200', text: '#101010' },
          hero: { heading: 'Typed', height: 450 },
        },
      },
      saved,
    );
    expect(sent).toEqual({
      section_order: ['story', 'hero'],
      sections: {
        colors: { accent: '#aa2200', text: '#101010' },
        hero: { heading: 'Typed', height: 450 },
        story: {},
      },
    });
  });

  it('keeps the saved value while a typed one is not valid yet', () => {
    const sent = previewSettings(
      schema,
      {
        section_order: ['hero', 'story'],
        sections: { colors: { accent: '#aa2' }, hero: { heading: 'Typed', height: 9000 } },
      },
      saved,
    );
    expect(sent.sections.colors).toEqual({ accent: '#445566', text: '#101010' });
    expect(sent.sections.hero).toEqual({ heading: 'Typed', height: 300 });
  });
});
