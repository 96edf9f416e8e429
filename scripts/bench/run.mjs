// `pnpm bench <name>`: run one benchmark script from scripts/bench.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .map((f) => f.replace(/\.mjs$/, ''));
const name = process.argv[2];
if (!name || !existsSync(join(here, `${name}.mjs`)) || !available.includes(name)) {
  console.log(`usage: pnpm bench <${available.join(' | ')}>`);
  process.exit(name ? 1 : 0);
}
await import(join(here, `${name}.mjs`));
