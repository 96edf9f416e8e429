import { currentIntlLocale } from '../lib/i18n/intl-locale';

/**
 * The one-time costs of a fresh page's first drawing, paid ahead while its first calls are out and
 * the main thread has nothing else to do. Both sat inside the long tasks that drew a cold page (issue
 * 20: Lighthouse's mobile TBT; traces of /admin/home loaded in a fresh tab, unthrottled):
 *
 * - Intl's data. A page's first `Intl.NumberFormat` loads ICU's number data, whatever its locale and
 *   options: 30 ms of one 36 ms render task. Its first `Intl.DateTimeFormat` loads the calendar's
 *   (5–10 ms). Later formats of any locale and options take well under a millisecond.
 * - The fonts of the kit's type scale. The first text drawn in a weight has Chromium find and open
 *   its font (on Linux through fontconfig, behind a synchronous call to the browser process): 7–12
 *   ms a weight; each size of it then takes 1–2 ms more (measured in a fresh headless Chromium).
 *   Together they were 30–57 ms of the 45–75 ms layout that drew home's content. Hidden text in each
 *   size and weight the pages use has that done beforehand.
 *
 * One step per task (a timeout each), so that an answer or React's work can come between two steps
 * and no step is long enough to keep input waiting: Intl's numbers, its dates, then one weight with
 * all its sizes, laid out together. Reading the layout also lays out whatever the page changed
 * meanwhile: one step per size and weight (fifteen) took 10–28 ms each in traces of a cold order
 * page, where a size of a warm weight alone takes 1–2 ms. Not at the scheduler's background
 * priority: Chromium held those back until the page had drawn, which is too late. A step that comes
 * after the page drew finds its work done and costs next to nothing.
 */
export function warmUpFirstDrawing(): void {
  const steps: (() => void)[] = [warmNumbers, warmDates];
  const box = hiddenTextBox();
  for (const [weight, sizes] of TYPE_SCALE)
    steps.push(() => {
      for (const size of sizes) box.appendChild(strike(size, weight));
      void box.offsetWidth;
    });
  steps.push(() => box.remove());
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next, 0);
  };
  document.body.append(box);
  setTimeout(next, 0);
}

/** Radix Themes' font sizes (`--font-size-N`) in each weight of the kit's text and headings. */
const TEXT_SIZES = [1, 2, 3];
const HEADING_SIZES = [4, 5, 6];
const TYPE_SCALE: [weight: string, sizes: number[]][] = [
  ['regular', TEXT_SIZES],
  ['medium', [...TEXT_SIZES, ...HEADING_SIZES]],
  ['bold', [...TEXT_SIZES, ...HEADING_SIZES]],
];

const warmNumbers = () => void new Intl.NumberFormat(currentIntlLocale()).format(0);
const warmDates = () => void new Intl.DateTimeFormat(currentIntlLocale()).format(0);

/** Inside a Radix Themes root of its own, so its text has the app's font family and scale. */
function hiddenTextBox(): HTMLDivElement {
  const box = document.createElement('div');
  box.className = 'radix-themes';
  box.dataset.scaling = '100%';
  box.setAttribute('aria-hidden', 'true');
  for (const [property, value] of Object.entries({
    position: 'fixed',
    'inset-block-start': '0',
    'inset-inline-start': '0',
    visibility: 'hidden',
    'pointer-events': 'none',
    'white-space': 'nowrap',
    contain: 'content',
  }))
    box.style.setProperty(property, value);
  return box;
}

function strike(size: number, weight: string): HTMLSpanElement {
  const text = document.createElement('span');
  text.style.setProperty('font-size', `var(--font-size-${size})`);
  text.style.setProperty('font-weight', `var(--font-weight-${weight})`);
  text.textContent = 'Aa1';
  return text;
}
