import type { UploadMimeType } from '@shop/admin-api';
import { isSvgDocument, svgSize } from './svg';

export interface SniffedImage {
  mime: UploadMimeType;
  /** The extension the stored file gets (from the bytes, never from the uploaded name). */
  ext: 'png' | 'jpg' | 'webp' | 'avif' | 'svg';
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/**
 * What image the bytes are, by their magic numbers (SVG: by parsing that the text is an <svg>
 * document). A name or a Content-Type can lie; the first bytes of a real image cannot. Null: not one
 * of the accepted types.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG_SIGNATURE) && ascii(bytes, 12, 4) === 'IHDR' && bytes.length >= 24) {
    return { mime: 'image/png', ext: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { mime: 'image/jpeg', ext: 'jpg', ...jpegSize(bytes, view) };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return { mime: 'image/webp', ext: 'webp', ...webpSize(bytes, view) };
  }
  if (isAvif(bytes)) return { mime: 'image/avif', ext: 'avif', ...avifSize(bytes, view) };
  if (isSvgDocument(bytes)) return { mime: 'image/svg+xml', ext: 'svg', ...svgSize(bytes) };
  return null;
}

type Size = { width: number | null; height: number | null };
const UNKNOWN: Size = { width: null, height: null };

/** JPEG: walk the segments to the first start-of-frame marker (SOF0..SOF15 minus DHT/JPG/DAC). */
function jpegSize(bytes: Uint8Array, view: DataView): Size {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return UNKNOWN;
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + length;
  }
  return UNKNOWN;
}

/** WebP: lossy (VP8), lossless (VP8L) and extended (VP8X) headers each store the size differently. */
function webpSize(bytes: Uint8Array, view: DataView): Size {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const w = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const h = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { width: w, height: h };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return UNKNOWN;
}

/** AVIF is an ISO-BMFF file whose `ftyp` box names the avif (or avis, for sequences) brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length);
  // Major brand at 8, minor version at 12, then the compatible brands.
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
    const brand = ascii(bytes, at, 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** AVIF: the first `ispe` (image spatial extents) property holds width and height. */
function avifSize(bytes: Uint8Array, view: DataView): Size {
  // The property needs 16 bytes from its type on: type, version/flags, width, height.
  const last = Math.min(bytes.length - 16, 64 * 1024);
  for (let at = 4; at <= last; at++) {
    if (bytes[at] === 0x69 && ascii(bytes, at, 4) === 'ispe') {
      // box type, then version/flags (4 bytes), then width and height.
      return { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
    }
  }
  return UNKNOWN;
}
