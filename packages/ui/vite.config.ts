import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Every dependency and peer dependency stays an import (the app bundles one copy of each), subpaths
 * included: `react/jsx-runtime`, `@radix-ui/themes/...`, `radix-ui/...`. The list comes from
 * package.json, so a dependency added with `pnpm add` is externalised without touching this file.
 */
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalPackages = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];
const isExternal = (id: string) =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library build: ESM with one file per source module (`preserveModules`) + one stylesheet
 * (dist/style.css). An app that imports only DataTable bundles only DataTable's modules: measured with
 * `pnpm bench kit-size`, a single-file bundle left more of the kit in such an app (see README).
 * Declarations come from `tsc -p tsconfig.build.json`.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      cssFileName: 'style',
    },
    cssCodeSplit: false,
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
      onLog(level, log, defaultHandler) {
        // Radix's "use client" directives mean nothing here; keep real warnings visible.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.message.includes('"use client"')) return;
        defaultHandler(level, log);
      },
    },
  },
});
