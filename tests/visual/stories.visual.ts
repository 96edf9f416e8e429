import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

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

interface StoryState {
  error: boolean;
  /** Globals the story pins (e.g. `{ theme: 'dark', viewport: { value: 'phone' } }`). */
  pinned: { theme?: string };
  viewport?: { width: number; height: number };
}

/** Waits for Storybook to finish rendering the story; returns what the story pins. */
async function storyRendered(page: Page): Promise<StoryState> {
  const handle = await page.waitForFunction(
    () => {
      type Render = {
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
      const error = document.body.classList.contains('sb-show-errordisplay');
      if (!error && render?.phase !== 'finished') return false;
      const pinned = render?.story?.storyGlobals ?? {};
      const styles = pinned.viewport?.value
        ? render?.story?.parameters?.viewport?.options?.[pinned.viewport.value]?.styles
        : undefined;
      const size =
        styles?.width && styles?.height
          ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }
          : undefined;
      const viewport =
        size && pinned.viewport?.isRotated ? { width: size.height, height: size.width } : size;
      return { error, pinned: { theme: pinned.theme }, viewport };
    },
    undefined,
    { timeout: 20_000, polling: 50 },
  );
  return (await handle.jsonValue()) as StoryState;
}

/** Switches the toolbar theme as the manager does, and waits until the story has rendered again. */
async function switchTheme(page: Page, theme: string) {
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        type Channel = {
          on: (event: string, fn: () => void) => void;
          off: (event: string, fn: () => void) => void;
          emit: (event: string, payload: unknown) => void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const timer = window.setTimeout(
          () => reject(new Error('no re-render after updateGlobals')),
          15_000,
        );
        const done = () => {
          channel.off('storyFinished', done);
          window.clearTimeout(timer);
          resolve();
        };
        channel.on('storyFinished', done);
        channel.emit('updateGlobals', { globals: { theme: value } });
      }),
    theme,
  );
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

test.beforeAll(() => {
  if (!storybookUrl)
    throw new Error('STORYBOOK_URL is not set: run the visual tests with `pnpm test:visual`');
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    const url = `${storybookUrl}/iframe.html?id=${story.id}&viewMode=story&embed=true&globals=theme:light`;
    await page.clock.install();
    await page.goto(url);
    let state = await storyRendered(page);
    expect(state.error, `the story ${story.id} failed to render`).toBe(false);
    if (state.viewport) {
      // The story pins a viewport (e.g. phone): render it again at that size from the start.
      await page.setViewportSize(state.viewport);
      await page.goto(url);
      state = await storyRendered(page);
      expect(state.error, `the story ${story.id} failed to render`).toBe(false);
    }

    // A story that pins its theme looks the same in both toolbar themes: one screenshot.
    const wanted = state.pinned.theme ? [state.pinned.theme] : themes;
    for (const [i, theme] of wanted.entries()) {
      if (i > 0) {
        await page.clock.resume();
        await switchTheme(page, theme);
      }
      await settle(page);
      await expect.soft(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    }
  });
}
