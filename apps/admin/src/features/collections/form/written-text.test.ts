import { describe, expect, it } from 'vitest';
import { hasWrittenText } from './written-text';

describe('written text', () => {
  it('sees markup without words as empty', () => {
    expect(hasWrittenText('')).toBe(false);
    expect(hasWrittenText('<p></p>')).toBe(false);
    expect(hasWrittenText('<p>&nbsp; </p><p><br></p>')).toBe(false);
  });

  it('sees words and images as written', () => {
    expect(hasWrittenText('<p>Linen <strong>shirts</strong></p>')).toBe(true);
    expect(hasWrittenText('<p><img src="/uploads/a.png" alt=""></p>')).toBe(true);
  });
});
