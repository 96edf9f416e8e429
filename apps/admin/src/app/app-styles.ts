import { DEFERRED_STYLES_ATTRIBUTE } from '@shop/admin-api';

/** Turns one deferred stylesheet on once it has come (or failed: then it applies nothing anyway). */
function applyWhenLoaded(link: HTMLLinkElement): Promise<void> {
  const apply = () => {
    link.media = 'all';
  };
  if (link.sheet) {
    apply();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      apply();
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}

/**
 * Resolves once the stylesheets index.html loads without holding the first paint apply: the app's
 * (build/styles-after-paint.ts) and the page's (the server names them). They come as `media="print"`
 * and are turned on here, before anything of the app is drawn or measured. The dev server injects
 * its styles itself: nothing to wait for there.
 */
export async function applyAppStyles(root: ParentNode = document): Promise<void> {
  const links = root.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLES_ATTRIBUTE}]`);
  await Promise.all([...links].map(applyWhenLoaded));
}
