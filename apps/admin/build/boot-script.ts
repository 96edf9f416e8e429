import type { Plugin } from 'vite';

/** The boot script's module (src/boot/index.ts), relative to the app's root. */
export const BOOT_SOURCE = 'src/boot/index.ts';
/** Its entry's name in the build (Rolldown's input), hence assets/boot-[hash].js. */
export const BOOT_ENTRY = 'boot';

/**
 * index.html names the boot script first in its head, `async`: the browser runs it as soon as its
 * 1 KB has come, while the app's entry (130 KB) is still downloading, and the session's refresh
 * leaves then (src/boot). In the build it is an entry of its own; the dev server serves the source.
 */
export function bootScript(): Plugin {
  let base = '/';
  return {
    name: 'shop-admin:boot-script',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let src = `${base}${BOOT_SOURCE}`;
        if (ctx.bundle) {
          const chunk = Object.values(ctx.bundle).find(
            (output) => output.type === 'chunk' && output.isEntry && output.name === BOOT_ENTRY,
          );
          if (!chunk) throw new Error(`the build has no ${BOOT_ENTRY} entry (${BOOT_SOURCE})`);
          src = `${base}${chunk.fileName}`;
          // The entry imports the boot chunk (they share the session's constants): Vite preloads
          // it for the entry, which the script below already fetches.
          html = html.replace(
            new RegExp(
              `\\s*<link rel="modulepreload"[^>]*href="${src.replaceAll('.', '\\.')}"[^>]*>`,
            ),
            '',
          );
        }
        // Before the entry's script: the browser asks for it first, and runs it as soon as it has it.
        const tag = `<script type="module" async crossorigin src="${src}"></script>`;
        if (!/<script\b/.test(html))
          throw new Error('index.html names no script to put the boot before');
        return html.replace(/<script\b/, () => `${tag}\n    <script`);
      },
    },
  };
}
