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
    await vi.advanceTimersToNextTimerAsync();
    expect(box.childElementCount).toBe(1);
    const text = box.firstElementChild as HTMLElement;
    expect(text.style.getPropertyValue('font-size')).toBe('var(--font-size-1)');
    expect(text.style.getPropertyValue('font-weight')).toBe('var(--font-weight-regular)');
    await vi.advanceTimersToNextTimerAsync();
    expect(box.childElementCount).toBe(2);
  });
});
