import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every story of Storybook's index.json, in light and dark, compared with its committed baseline
 * (tests/visual/__screenshots__/<story id>--<theme>.png). Run with `pnpm test:visual` (see
 * scripts/visual.mjs); a story opts out with the tag `no-visual`.
 *
 * What is captured, so that a run is repeatable:
 * - the story as rendered, without its play function (`embed=true` turns autoplay off): play functions
 *   are tested by the story tests; here we pin the look of each state a story sets up through args;
 * - in the viewport the story pins (`globals.viewport`, e.g. phone), 800×600 otherwise, full page;
 * - animations and transitions disabled, reduced motion, carets hidden, fonts loaded, network idle;
 * - time-based states settled: the page clock is faked, paused once the story has rendered, then moved
 *   30 s ahead in one go, so trickling progress bars reach their ceiling and timers that would fire
 *   during the screenshot have already fired (the same final state on every run).
 */
const storybookUrl = process.env.STORYBOOK_URL;
// scripts/visual.mjs builds Storybook into a folder of its own and passes it here.
const storybookDir =
  process.env.STORYBOOK_DIR ??
  join(import.meta.dirname, '../../node_modules/.cache/storybook-visual');
const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<
    string,
    { type: string; id: string; title: string; name: string; tags?: string[] }
  >;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);
const themes = ['light', 'dark'] as const;
const SETTLE_MS = 30_000;
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

interface StoryState {
  error: boolean;
  /** Globals the story pins (e.g. `{ theme: 'dark', viewport: { value: 'phone' } }`). */
  pinned: { theme?: string };
  viewport?: { width: number; height: number };
}

/** Waits for Storybook to finish rendering the story `storyId`; returns what the story pins. */
async function storyRendered(page: Page, storyId: string): Promise<StoryState> {
  const handle = await page.waitForFunction(
    (id) => {
      type Render = {
        id?: string;
        phase?: string;
        story?: {
          storyGlobals?: { theme?: string; viewport?: { value?: string; isRotated?: boolean } };
          parameters?: {
            viewport?: {
              options?: Record<string, { styles?: { width?: string; height?: string } }>;
            };
          };
        };
      };
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: Render } })
        .__STORYBOOK_PREVIEW__;
      const render = preview?.currentRender;
      if (render?.id !== id) return false;
      const error = document.body.classList.contains('sb-show-errordisplay');
      if (!error && render.phase !== 'finished') return false;
      const pinned = render.story?.storyGlobals ?? {};
      const styles = pinned.viewport?.value
        ? render.story?.parameters?.viewport?.options?.[pinned.viewport.value]?.styles
        : undefined;
      const size =
        styles?.width && styles?.height
          ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }
          : undefined;
      const viewport =
        size && pinned.viewport?.isRotated ? { width: size.height, height: size.width } : size;
      return { error, pinned: { theme: pinned.theme }, viewport };
    },
    storyId,
    { timeout: 20_000, polling: 50 },
  );
  return (await handle.jsonValue()) as StoryState;
}

/**
 * Sends an event on Storybook's channel, as its manager does, and waits until the story it (re)renders
 * has finished.
 */
async function emitAndWaitForStory(page: Page, event: string, payload: unknown) {
  await page.evaluate(
    ([name, data]) =>
      new Promise<void>((resolve, reject) => {
        type Channel = {
          on: (event: string, fn: () => void) => void;
          off: (event: string, fn: () => void) => void;
          emit: (event: string, payload: unknown) => void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const timer = window.setTimeout(
          () => reject(new Error(`no story rendered after ${name as string}`)),
          15_000,
        );
        const done = () => {
          channel.off('storyFinished', done);
          window.clearTimeout(timer);
          resolve();
        };
        channel.on('storyFinished', done);
        channel.emit(name as string, data);
      }),
    [event, payload] as const,
  );
}

/** The toolbar theme of this worker's page (each worker is a process of its own). */
let toolbarTheme = 'light';

/** Switches the toolbar theme and waits until the story has rendered again. */
async function setTheme(page: Page, theme: string) {
  if (theme === toolbarTheme) return;
  await emitAndWaitForStory(page, 'updateGlobals', { globals: { theme } });
  toolbarTheme = theme;
}

/** Shows a story in the worker's page and waits until it has rendered. */
async function showStory(page: Page, storyId: string) {
  const shown = await page.evaluate(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.id,
  );
  // Selecting the story already shown renders nothing: render it again from the start instead.
  if (shown === storyId) return remountStory(page, storyId);
  await emitAndWaitForStory(page, 'setCurrentStory', { storyId, viewMode: 'story' });
  return storyRendered(page, storyId);
}

/** Renders the current story again from the start (after a viewport change). */
async function remountStory(page: Page, storyId: string) {
  await emitAndWaitForStory(page, 'forceRemount', { storyId });
  return storyRendered(page, storyId);
}

/** Time-based states settle, then the clock stands still while screenshots are compared. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => image.addEventListener('loadend', resolve, { once: true })),
        ),
    );
  });
  const now = await page.evaluate(() => Date.now());
  // A margin ahead of "now": the jump must land in the future even on a busy machine.
  await page.clock.pauseAt(now + 5_000);
  await page.clock.runFor(SETTLE_MS);
}

/**
 * One Storybook page per worker, switching stories over Storybook's channel as its manager does: a
 * fresh page per story would load the whole preview bundle 500 times. The page's clock is faked from the
 * start (see `settle`); `embed=true` in its address keeps play functions off for every story it shows.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: DEFAULT_VIEWPORT,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(
        `${storybookUrl}/iframe.html?id=${stories[0]!.id}&viewMode=story&embed=true&globals=theme:light`,
      );
      await storyRendered(page, stories[0]!.id);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.beforeAll(() => {
  if (!storybookUrl)
    throw new Error('STORYBOOK_URL is not set: run the visual tests with `pnpm test:visual`');
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    // What the previous story changed: time stood still, the viewport, the toolbar theme.
    await page.clock.resume();
    await page.setViewportSize(DEFAULT_VIEWPORT);
    await setTheme(page, 'light');
    let state = await showStory(page, story.id);
    expect(state.error, `the story ${story.id} failed to render`).toBe(false);
    if (state.viewport) {
      // The story pins a viewport (e.g. phone): render it again at that size from the start.
      await page.setViewportSize(state.viewport);
      state = await remountStory(page, story.id);
      expect(state.error, `the story ${story.id} failed to render`).toBe(false);
    }

    // A story that pins its theme looks the same in both toolbar themes: one screenshot.
    const wanted = state.pinned.theme ? [state.pinned.theme] : themes;
    for (const [i, theme] of wanted.entries()) {
      if (i > 0) {
        await page.clock.resume();
        await setTheme(page, theme);
      }
      await settle(page);
      await expect.soft(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    }
  });
}
