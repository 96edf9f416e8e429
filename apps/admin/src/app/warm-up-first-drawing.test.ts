import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpFirstDrawing } from './warm-up-first-drawing';

const hiddenBox = () => document.body.querySelector<HTMLElement>(':scope > .radix-themes');

describe('warmUpFirstDrawing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws its text where no one sees or hears it, and leaves nothing behind', async () => {
    warmUpFirstDrawing();
    const box = hiddenBox();
    expect(box).not.toBeNull();
    expect(box!.getAttribute('aria-hidden')).toBe('true');
    expect(box!.style.getPropertyValue('visibility')).toBe('hidden');
    expect(box!.style.getPropertyValue('position')).toBe('fixed');

    await vi.runAllTimersAsync();
    expect(hiddenBox()).toBeNull();
  });

  it('does one step per task, so no step keeps input waiting', async () => {
    warmUpFirstDrawing();
    const box = hiddenBox()!;
    expect(box.childElementCount).toBe(0); // nothing done before the first task

    await vi.advanceTimersToNextTimerAsync(); // numbers
    await vi.advanceTimersToNextTimerAsync(); // dates
    expect(box.childElementCount).toBe(0);
    // Then one weight a task, in each of its sizes.
    const strikes = () =>
      [...box.children].map((text) => {
        const { style } = text as HTMLElement;
        return `${style.getPropertyValue('font-weight')} ${style.getPropertyValue('font-size')}`;
      });
    await vi.advanceTimersToNextTimerAsync();
    expect(strikes()).toEqual(
      [1, 2, 3].map((size) => `var(--font-weight-regular) var(--font-size-${size})`),
    );
    await vi.advanceTimersToNextTimerAsync();
    expect(strikes().slice(3)).toEqual(
      [1, 2, 3, 4, 5, 6].map((size) => `var(--font-weight-medium) var(--font-size-${size})`),
    );
  });
});
