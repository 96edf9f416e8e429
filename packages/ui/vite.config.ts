import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Library build: ESM + one stylesheet (dist/style.css). Declarations come from `tsc -p tsconfig.build.json`.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'style',
    },
    cssCodeSplit: false,
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: {
      // Peer and runtime dependencies stay imports: the app bundles one copy of each.
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^@radix-ui\//,
        /^radix-ui($|\/)/,
        /^@tanstack\//,
        /^@vanilla-extract\//,
      ],
      onLog(level, log, defaultHandler) {
        // Radix's "use client" directives mean nothing here; keep real warnings visible.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.message.includes('"use client"')) return;
        defaultHandler(level, log);
      },
    },
  },
});
