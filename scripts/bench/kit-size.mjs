// `pnpm bench kit-size`: the size budgets of @shop/ui (issue 3).
//
// (a) JavaScript a consumer pays for importing only DataTable, beyond React, Radix Themes and TanStack:
//     two tiny consumer apps are built with Vite (production, minified) against the kit's built dist/
//     (resolved like an installed package: default export conditions, its package.json `sideEffects`):
//       base  - React, ReactDOM, Radix Themes and TanStack Table/Virtual, kept whole (every export is
//               referenced), rendering a plain table;
//       kit   - the same, plus `import { DataTable } from '@shop/ui'` rendering a DataTable.
//     kit − base is the kit's own code that a DataTable pulls in, plus any dependency that is not one of
//     those libraries. Budget: ≤ 35 KB gzip. A "realistic" figure (the base keeps only what it renders,
//     so Radix components used by DataTable count against the kit) is printed for information.
// (b) The kit's own stylesheet, dist/style.css (loaded after Radix's): ≤ 20 KB gzip.
//
// gzip is level 9, what a CDN serves. Exit code 1 when a budget is exceeded.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from '../lib.mjs';

const JS_BUDGET_KB = 35;
const CSS_BUDGET_KB = 20;
const kitDir = join(root, 'packages/ui');

if (!process.argv.includes('--no-build')) {
  const code = await run('pnpm', ['--filter', '@shop/ui', 'run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (code !== 0) process.exit(code);
}

// Entries live inside the kit's folder so that react, @radix-ui/themes and @tanstack/* resolve to the very
// copies the kit's dist/ imports (one copy each, as in an app), from packages/ui/node_modules.
const work = join(kitDir, 'node_modules/.cache/kit-size');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const rows = `const rows = Array.from({ length: 20 }, (_, i) => ({ id: String(i), name: 'Row ' + i, total: i * 100 }));`;
const keepWhole = `
import * as Themes from '@radix-ui/themes';
import * as ReactTable from '@tanstack/react-table';
import * as ReactVirtual from '@tanstack/react-virtual';
globalThis.__libs = [Themes, ReactTable, ReactVirtual].map((ns) => Object.values(ns));`;
const plainTable = `
function Plain() {
  const table = useTable({ features: tableFeatures({}), columns: [], data: rows });
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => null, estimateSize: () => 24 });
  return (
    <Table.Root data-rows={table.getRowModel().rows.length} data-size={virtual.getTotalSize()}>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.id}><Table.Cell>{r.name}</Table.Cell><Table.Cell>{r.total}</Table.Cell></Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}`;
const header = `
import { createRoot } from 'react-dom/client';
import { Theme, Table } from '@radix-ui/themes';
import { tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
${rows}
${plainTable}`;
const kitPart = `
import { DataTable } from '@shop/ui';
const columns = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
  { id: 'total', header: 'Total', cell: (r) => r.total, align: 'end' },
];
function Kit() {
  return <DataTable label="Orders" columns={columns} rows={rows} getRowId={(r) => r.id} />;
}`;
const mount = (withKit) =>
  `createRoot(document.getElementById('root')).render(<Theme><Plain />${withKit ? '<Kit />' : ''}</Theme>);`;

const entries = {
  'base-strict': `${keepWhole}${header}\n${mount(false)}`,
  'kit-strict': `${keepWhole}${header}${kitPart}\n${mount(true)}`,
  'base-realistic': `${header}\n${mount(false)}`,
  'kit-realistic': `${header}${kitPart}\n${mount(true)}`,
};

const { build } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');

async function jsSize(name) {
  const file = join(work, `${name}.jsx`);
  writeFileSync(file, entries[name]);
  const result = await build({
    root: work,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    // The built package, as `npm install` would give it (dist/, default conditions, its sideEffects).
    resolve: { alias: { '@shop/ui': join(kitDir, 'dist/index.js') } },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: file,
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.message.includes('"use client"')) return;
          handler(level, log);
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const js = outputs.filter((o) => o.type === 'chunk');
  const raw = js.reduce((sum, c) => sum + Buffer.byteLength(c.code), 0);
  const gzip = js.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0);
  return { raw, gzip };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizes = {};
try {
  for (const name of Object.keys(entries)) sizes[name] = await jsSize(name);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const css = readFileSync(join(kitDir, 'dist/style.css'));
const cssGzip = gzipSync(css, { level: 9 }).length;

const strict = sizes['kit-strict'].gzip - sizes['base-strict'].gzip;
const realistic = sizes['kit-realistic'].gzip - sizes['base-realistic'].gzip;
const verdict = (ok) => (ok ? 'ok  ' : 'OVER');
const jsOk = strict <= JS_BUDGET_KB * 1024;
const cssOk = cssGzip <= CSS_BUDGET_KB * 1024;

console.log('@shop/ui size budgets (gzip level 9, minified production builds)');
for (const [name, s] of Object.entries(sizes))
  console.log(
    `  consumer ${name.padEnd(15)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(9)} gzip`,
  );
console.log(
  `${verdict(jsOk)} DataTable-only import adds ${kb(strict)} gzip beyond React, Radix Themes and TanStack (budget ${JS_BUDGET_KB} KB)`,
);
console.log(
  `     (realistic: ${kb(realistic)} gzip when the base keeps only the Radix parts it renders)`,
);
console.log(
  `${verdict(cssOk)} kit stylesheet dist/style.css ${kb(css.length)} raw, ${kb(cssGzip)} gzip (budget ${CSS_BUDGET_KB} KB)`,
);
process.exit(jsOk && cssOk ? 0 : 1);
