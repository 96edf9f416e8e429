import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Belt and braces: the config option below covers `storybook dev/build`, the variable covers child processes.
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Same resolution as the admin app: @shop/ui from its sources. Vite replaces (not extends) the
      // default conditions when this is set, so they are listed again.
      resolve: { conditions: ['@shop/source', ...defaultClientConditions] },
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
