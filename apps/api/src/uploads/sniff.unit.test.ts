import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff';

const text = (s: string) => new TextEncoder().encode(s);
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('sniffImage', () => {
  it('reads the size of an SVG from width/height, else from its viewBox', () => {
    expect(sniffImage(text(`<svg ${SVG_NS} width="40px" height="30"></svg>`))).toEqual({
      mime: 'image/svg+xml',
      ext: 'svg',
      width: 40,
      height: 30,
    });
    expect(sniffImage(text(`\uFEFF<svg ${SVG_NS} viewBox="0 0 120 80"/>`))).toMatchObject({
      width: 120,
      height: 80,
    });
    expect(sniffImage(text(`<svg ${SVG_NS} width="50%"></svg><!-- end -->\n`))).toMatchObject({
      mime: 'image/svg+xml',
      width: null,
      height: null,
    });
  });

  it('accepts a prolog of declaration, comments and a plain doctype', () => {
    const doc =
      '<?xml version="1.0"?>\n<!-- a -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" ' +
      `"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg ${SVG_NS}><g/></svg>`;
    expect(sniffImage(text(doc))?.mime).toBe('image/svg+xml');
  });

  it('refuses text that is not an SVG document', () => {
    for (const doc of [
      '',
      'hello',
      '<svgx></svgx>',
      `<html><svg ${SVG_NS}></svg></html>`,
      `<!-- unclosed <svg ${SVG_NS}></svg>`,
      `<svg ${SVG_NS}>`,
      `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG_NS}>&x;</svg>`,
    ]) {
      expect(sniffImage(text(doc)), doc).toBeNull();
    }
    // Not UTF-8: bytes that are no text at all.
    expect(sniffImage(Uint8Array.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toBeNull();
  });

  it('reads the size of a lossy and an extended WebP', () => {
    const vp8 = new Uint8Array(30);
    vp8.set(text('RIFF'), 0);
    vp8.set(text('WEBPVP8 '), 8);
    new DataView(vp8.buffer).setUint16(26, 300, true);
    new DataView(vp8.buffer).setUint16(28, 200, true);
    expect(sniffImage(vp8)).toMatchObject({ mime: 'image/webp', width: 300, height: 200 });

    const vp8x = new Uint8Array(30);
    vp8x.set(text('RIFF'), 0);
    vp8x.set(text('WEBPVP8X'), 8);
    vp8x.set([0x3f, 0x01, 0x00, 0xef, 0x00, 0x00], 24); // 320 x 240, stored minus one
    expect(sniffImage(vp8x)).toMatchObject({ width: 320, height: 240 });
  });

  it('tells AVIF from other ISO-BMFF files (an MP4, a HEIC) by its brands', () => {
    const box = (brands: string) =>
      Uint8Array.from([0, 0, 0, 8 + brands.length, ...text(`ftyp${brands}`)]);
    expect(sniffImage(box('isom\0\0\x02\0mp41'))).toBeNull();
    expect(sniffImage(box('heic\0\0\0\0mif1heic'))).toBeNull();
    // avif among the compatible brands, after another major brand.
    expect(sniffImage(box('mif1\0\0\0\0miafavif'))?.mime).toBe('image/avif');
  });
});
