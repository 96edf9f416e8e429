import { expect, type Locator } from '@playwright/test';

/**
 * Whether `locator` is what the user sees at its centre: painted above everything else there. Hit
 * testing skips elements with `pointer-events: none`, which a modal dialog puts on whatever lies
 * under it, so it would find a dialog that opened unseen behind another layer. For the duration of
 * the check every element takes pointer events, so the hit is what is painted on top.
 */
export async function expectOnTop(locator: Locator): Promise<void> {
  const onTop = await locator.evaluate((element) => {
    const probe = document.createElement('style');
    probe.textContent = '* { pointer-events: auto !important; }';
    document.head.append(probe);
    try {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!hit && element.contains(hit);
    } finally {
      probe.remove();
    }
  });
  expect(onTop, 'painted above the page').toBe(true);
}
