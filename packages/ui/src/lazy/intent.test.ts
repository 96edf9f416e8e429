import { describe, expect, it, vi } from 'vitest';
import { createIntentQueue, replayEvents, type RecordedEvent } from './intent';

const click: RecordedEvent = { type: 'click', init: { bubbles: true, button: 0 } };
const down: RecordedEvent = { type: 'pointerdown', init: { bubbles: true, pointerType: 'mouse' } };
const up: RecordedEvent = { type: 'pointerup', init: { bubbles: true, pointerType: 'mouse' } };
const enter: RecordedEvent = { type: 'keydown', init: { bubbles: true, key: 'Enter' } };

describe('createIntentQueue', () => {
  it('says which event is the first, keeps their order and hands them over once', () => {
    const queue = createIntentQueue();
    expect(queue.add(down)).toBe(true);
    queue.follow(up);
    expect(queue.add(click)).toBe(false);
    expect(queue.take()).toEqual([down, up, click]);
    expect(queue.take()).toEqual([]);
  });

  it('keeps a pointerup only after a press it belongs to', () => {
    const queue = createIntentQueue();
    queue.follow(up);
    expect(queue.take()).toEqual([]);
  });

  it('forgets everything on clear, and caps a key held down', () => {
    const queue = createIntentQueue();
    queue.add(enter);
    queue.clear();
    expect(queue.take()).toEqual([]);
    for (let i = 0; i < 50; i += 1) queue.add(enter);
    expect(queue.take()).toHaveLength(8);
  });
});

describe('replayEvents', () => {
  it('dispatches the events again on the element, in order, as bubbling events', async () => {
    const parent = document.createElement('div');
    const button = document.createElement('button');
    parent.append(button);
    document.body.append(parent);
    const seen: string[] = [];
    const record = (event: Event) =>
      seen.push(
        `${event.type}:${(event as KeyboardEvent).key ?? (event as PointerEvent).pointerType ?? ''}`,
      );
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown'])
      parent.addEventListener(type, record);
    await replayEvents(button, [down, up, click, enter]);
    expect(seen).toEqual(['pointerdown:mouse', 'pointerup:mouse', 'click:', 'keydown:Enter']);
    parent.remove();
  });

  it('stops when the element has left the page', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    const listener = vi.fn(() => button.remove());
    button.addEventListener('pointerdown', listener);
    button.addEventListener('click', listener);
    await replayEvents(button, [down, click]);
    expect(listener).toHaveBeenCalledOnce();
  });
});
