import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';

// Belt and braces: the config option below covers `storybook dev/build`, the variable covers child processes.
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown (tables) in the MDX guides.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Same resolution as the admin app: @shop/ui from its sources. Vite replaces (not extends) the
      // default conditions when this is set, so they are listed again.
      resolve: { conditions: ['@shop/source', ...defaultClientConditions] },
      // Pre-bundle the kit's runtime dependencies up front. Discovered mid-run, Vite re-optimises and
      // reloads the page under the story tests, failing every story that was running (a cold CI cache).
      // They are the kit's dependencies, so they resolve through it (the root depends on @shop/ui).
      optimizeDeps: {
        include: [
          '@shop/ui > @tanstack/react-table',
          '@shop/ui > @tanstack/react-virtual',
          '@shop/ui > react-dropzone',
          '@shop/ui > react-hook-form',
          '@shop/ui > react-joyride',
          '@shop/ui > radix-ui',
        ],
      },
      build: {
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          // A docs build is expected to spend its time in docgen and CSF plugins: no timing report.
          checks: { bundlerTimings: false },
          onLog(
            level: string,
            log: { code?: string; message: string },
            defaultHandler: (level: string, log: unknown) => void,
          ) {
            // Radix ships "use client" directives that mean nothing here; keep real warnings visible.
            if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.message.includes('"use client"'))
              return;
            defaultHandler(level, log);
          },
        },
      },
    });
  },
};

export default config;
