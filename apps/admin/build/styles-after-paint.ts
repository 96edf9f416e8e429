import type { Plugin } from 'vite';
// By path, as vite.config.ts reads the contract (its package entry is TypeScript Node would load).
import { DEFERRED_STYLES_ATTRIBUTE } from '../../../packages/admin-api/src/shop-config';

const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g;

/**
 * The app's stylesheet (Radix Themes, the kit's and the app's: 28 KB) no longer holds the first
 * paint: index.html names it `media="print"`, so the browser draws the page's loading spinner (styled
 * inline) as soon as it has the HTML, and the entry turns it on (src/app/app-styles.ts) before the
 * app draws anything. Blocking, the paint waited for it, and on a phone the spinner came after a
 * second of its download; in Lighthouse's simulation the first paint counted the entry's download
 * too whenever the entry came before that paint.
 */
export function stylesAfterPaint(): Plugin {
  return {
    name: 'shop-admin:styles-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const found = html.match(STYLESHEET) ?? [];
        if (found.length !== 1)
          throw new Error(`index.html names ${found.length} stylesheets; the app has one`);
        return html.replace(
          STYLESHEET,
          (_, attributes: string) =>
            `<link rel="stylesheet"${attributes} media="print" ${DEFERRED_STYLES_ATTRIBUTE}>`,
        );
      },
    },
  };
}
