import { describe, expect, it } from 'vitest';
import { indexOptions, matchOptions, searchText } from './match-options';

const countries = indexOptions([
  { id: 'AT', label: 'Austria' },
  { id: 'AU', label: 'Australia' },
  { id: 'AZ', label: 'Azerbaijan' },
  { id: 'GB', label: 'United Kingdom' },
  { id: 'US', label: 'United States' },
  { id: 'UM', label: 'U.S. Outlying Islands' },
]);
const labels = (query: string) => matchOptions(countries, query).map((o) => o.label);

describe('searchText', () => {
  it('ignores case, accents and the separators of codes and zone names', () => {
    expect(searchText('Bakı')).toBe('baki');
    expect(searchText('Azərbaycan')).toBe('azerbaycan');
    expect(searchText('Zürich')).toBe('zurich');
    expect(searchText('America/New_York')).toBe('america new york');
    expect(searchText('  AZ-BA ')).toBe('az ba');
    expect(searchText('U.S. Virgin Islands')).toBe('us virgin islands');
  });
});

describe('matchOptions', () => {
  it('lists every option in order for an empty search', () => {
    expect(labels('')).toHaveLength(6);
    expect(labels('  ')[0]).toBe('Austria');
  });

  it('puts the code itself first, then labels that start with the text', () => {
    expect(labels('us')).toEqual([
      'United States',
      'U.S. Outlying Islands',
      'Austria',
      'Australia',
    ]);
    expect(labels('au')).toEqual(['Australia', 'Austria']);
  });

  it('finds a word inside a label before a mere substring', () => {
    expect(labels('king')).toEqual(['United Kingdom']);
    expect(labels('stat')).toEqual(['United States']);
    expect(labels('ria')).toEqual(['Austria']);
  });

  it('matches without accents and searches the hint', () => {
    const zones = indexOptions([
      { id: 'Asia/Baku', label: 'Asia/Baku', hint: 'UTC+04:00' },
      { id: 'America/New_York', label: 'America/New_York', hint: 'UTC-05:00' },
    ]);
    expect(matchOptions(zones, 'new york').map((o) => o.id)).toEqual(['America/New_York']);
    expect(matchOptions(zones, 'baku').map((o) => o.id)).toEqual(['Asia/Baku']);
    expect(matchOptions(zones, '+04').map((o) => o.id)).toEqual(['Asia/Baku']);
    const states = indexOptions([{ id: 'AZ-BA', label: 'Bakı' }]);
    expect(matchOptions(states, 'baki')).toHaveLength(1);
  });

  it('answers nothing when nothing matches', () => {
    expect(labels('zzz')).toEqual([]);
  });
});
