// Generated demo images: real files in the upload store (PNGs encoded here with node:zlib, a few
// SVGs), so the demo shop's galleries, thumbnails and the file route work exactly as with uploads.
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { databaseUploadStore, type NewStoredFile } from '../uploads/store';
import { insertRows } from './bulk';
import type { Db } from './db';

const SIZE = 320;

/** Background top, background bottom, shape: calm product-photo colours. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#f4efe6', '#e2d6c2', '#b5523b'],
  ['#e8f1f5', '#c9dde8', '#2f5d7c'],
  ['#eef3ea', '#d3e0c8', '#4f7a3a'],
  ['#f6ecef', '#e6cdd5', '#9c3d5c'],
  ['#f1f0f7', '#d6d3ea', '#4b3f8f'],
  ['#fbf3e3', '#efdcb0', '#c2861b'],
  ['#eaf4f2', '#c4e1dc', '#1f7a6d'],
  ['#f3f3f3', '#d9d9d9', '#333333'],
  ['#fdeee8', '#f6cfc0', '#d0553a'],
  ['#edf1f7', '#cfd8e6', '#55657f'],
];
const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'ring'] as const;
type Shape = (typeof SHAPES)[number];

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Whether pixel (x, y) of a SIZE square lies in the shape, centred, about half the image wide. */
function inShape(shape: Shape, x: number, y: number): boolean {
  const c = SIZE / 2;
  const dx = x + 0.5 - c;
  const dy = y + 0.5 - c;
  const r = SIZE * 0.27;
  switch (shape) {
    case 'circle':
      return dx * dx + dy * dy <= r * r;
    case 'ring': {
      const d = dx * dx + dy * dy;
      return d <= r * r && d >= (r * 0.6) ** 2;
    }
    case 'square':
      return Math.abs(dx) <= r * 0.85 && Math.abs(dy) <= r * 0.85;
    case 'diamond':
      return Math.abs(dx) + Math.abs(dy) <= r * 1.15;
    case 'triangle': {
      // Apex up: inside when below the two slanted edges and above the base.
      const top = -r;
      const base = r * 0.8;
      if (dy < top || dy > base) return false;
      return Math.abs(dx) <= ((dy - top) / (base - top)) * r * 1.1;
    }
  }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG: a vertical gradient with one shape on it. */
export function drawPng(palette: readonly [string, string, string], shape: Shape): Buffer {
  const [top, bottom, ink] = [rgb(palette[0]), rgb(palette[1]), rgb(palette[2])];
  const row = 1 + SIZE * 3; // filter byte 0 (none), then the pixels
  const raw = Buffer.alloc(row * SIZE);
  for (let y = 0; y < SIZE; y++) {
    const t = y / (SIZE - 1);
    const bg = top.map((v, i) => Math.round(v + (bottom[i]! - v) * t));
    const start = y * row + 1;
    for (let x = 0; x < SIZE; x++) {
      const px = inShape(shape, x, y) ? ink : bg;
      raw[start + x * 3] = px[0]!;
      raw[start + x * 3 + 1] = px[1]!;
      raw[start + x * 3 + 2] = px[2]!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function drawSvg(palette: readonly [string, string, string], label: string): Buffer {
  const [top, bottom, ink] = palette;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
      `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>` +
      `<rect x="90" y="90" width="140" height="140" rx="28" fill="${ink}"/>` +
      `<text x="160" y="172" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">${label}</text>` +
      `</svg>\n`,
  );
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Deterministic ids and keys from the shop and the image number: the same demo on every machine. */
function seedIdentity(shopId: string, n: number, baseTime: number, ext: string) {
  const hash = createHash('sha256').update(`seed-image:${shopId}:${n}`).digest();
  const id = `upl_${[...hash.subarray(0, 14)].map((b) => ID_ALPHABET[b % 36]).join('')}`;
  const date = new Date(baseTime * 1000);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const key = `${date.getUTCFullYear()}/${month}/seed-${hash.subarray(14, 26).toString('hex')}.${ext}`;
  return { id, key };
}

/**
 * `count` images for a shop: rows in `uploads`, their bytes in the upload store (in the same
 * transaction). Every fifth one is an SVG, the rest PNGs. Returns the upload ids in order.
 */
export async function seedImages(
  tx: Db,
  options: { shopId: string; count: number; baseTime: number },
): Promise<string[]> {
  const rows: unknown[][] = [];
  const files: NewStoredFile[] = [];
  for (let n = 0; n < options.count; n++) {
    const palette = PALETTES[n % PALETTES.length]!;
    const svg = n % 5 === 4;
    const bytes = svg
      ? drawSvg(palette, String(n + 1))
      : drawPng(palette, SHAPES[Math.floor(n / PALETTES.length) % SHAPES.length]!);
    const { id, key } = seedIdentity(options.shopId, n, options.baseTime, svg ? 'svg' : 'png');
    const createdAt = options.baseTime - (options.count - n) * 3600;
    files.push({ key, contentType: svg ? 'image/svg+xml' : 'image/png', bytes, createdAt });
    rows.push([
      id,
      options.shopId,
      key,
      svg ? 'image/svg+xml' : 'image/png',
      bytes.length,
      `Demo image ${n + 1}`,
      `demo-${n + 1}.${svg ? 'svg' : 'png'}`,
      SIZE,
      SIZE,
      createdAt,
    ]);
  }
  await insertRows(
    tx,
    'uploads',
    [
      'id',
      'shop_id',
      'storage_key',
      'mime',
      'size_bytes',
      'descr',
      'original_name',
      'width',
      'height',
      'created_at',
    ],
    rows,
  );
  // In the database whatever store is configured: demo data lives and is reset with the database,
  // and a first start needs no object store to answer. An S3-compatible store serves them from
  // there too (uploadStoreFor reads the database's files first).
  const store = databaseUploadStore(tx);
  for (const file of files) await store.put(tx, file);
  return rows.map((r) => r[0] as string);
}
