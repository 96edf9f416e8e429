import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_MESSAGE, loadShedding, type LoadLimits } from './load-shed';

/** A request the test lets finish when it wants: `release()` ends its handler. */
interface Held {
  release(): void;
}

/**
 * An app behind the middleware whose GET /hold/:name waits until the test releases it, and whose
 * GET /fail throws. `started` lists the handlers that began, in order.
 */
function harness(limits: LoadLimits) {
  const shedding = loadShedding(limits);
  const app = new Hono();
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  app.use('*', shedding.middleware);
  app.get('/hold/:name', async (c) => {
    const name = c.req.param('name');
    started.push(name);
    await new Promise<void>((resolve) => gates.set(name, resolve));
    return c.json({ name });
  });
  app.get('/fail', () => {
    throw new Error('handler failed');
  });
  app.onError((_error, c) => c.json({ message: 'Internal error', errors: [] }, 500));

  /** Send GET /hold/name; the answer arrives once released (or at once when shed). */
  const send = (name: string) => Promise.resolve(app.request(`/hold/${name}`));
  const held = (name: string): Held => ({
    release: () => {
      const gate = gates.get(name);
      if (!gate) throw new Error(`${name} has not started`);
      gate();
    },
  });
  /** Let everything settle that can without a timer: promises and turns of the event loop. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      for (let j = 0; j < 20; j++) await Promise.resolve();
    }
  };
  return { app, shedding, started, send, held, settle };
}

async function expectBusy(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toBe('1');
  expect(await res.json()).toEqual({ message: BUSY_MESSAGE, errors: [] });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadShedding', () => {
  it('handles up to maxInFlight at once, queues up to maxQueue, answers 503 at once past that', async () => {
    const h = harness({ maxInFlight: 2, maxQueue: 1, maxWaitMs: 60_000 });
    const a = h.send('a');
    const b = h.send('b');
    const c = h.send('c');
    await h.settle();
    expect(h.started).toEqual(['a', 'b']);
    expect([h.shedding.inFlight(), h.shedding.queued()]).toEqual([2, 1]);

    // The queue is full: the fourth is refused without waiting for anything to finish.
    await expectBusy(await h.send('d'));
    expect(h.started).toEqual(['a', 'b']);

    h.held('a').release();
    expect(await (await a).json()).toEqual({ name: 'a' });
    await h.settle();
    // a's place went to c, the one waiting.
    expect(h.started).toEqual(['a', 'b', 'c']);
    expect([h.shedding.inFlight(), h.shedding.queued()]).toEqual([2, 0]);

    h.held('b').release();
    h.held('c').release();
    expect((await b).status).toBe(200);
    expect((await c).status).toBe(200);
    await h.settle();
    expect([h.shedding.inFlight(), h.shedding.queued()]).toEqual([0, 0]);
  });

  it('serves the queue first come, first served', async () => {
    const h = harness({ maxInFlight: 1, maxQueue: 3, maxWaitMs: 60_000 });
    const answers = ['a', 'b', 'c', 'd'].map(h.send);
    await h.settle();
    for (const name of ['a', 'b', 'c', 'd']) {
      expect(h.started.at(-1)).toBe(name);
      h.held(name).release();
      await h.settle();
    }
    expect(h.started).toEqual(['a', 'b', 'c', 'd']);
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it('answers 503 to a request that waited longer than maxWaitMs, and keeps the place count', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const h = harness({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 1000 });
    const a = h.send('a');
    const b = h.send('b');
    await h.settle();
    vi.advanceTimersByTime(999);
    await h.settle();
    expect(h.shedding.queued()).toBe(1);

    vi.advanceTimersByTime(1);
    await expectBusy(await b);
    expect([h.shedding.inFlight(), h.shedding.queued()]).toEqual([1, 0]);
    expect(h.started).toEqual(['a']);

    // The place a holds is still one place: the next request waits for it, then runs.
    const c = h.send('c');
    await h.settle();
    expect(h.shedding.queued()).toBe(1);
    h.held('a').release();
    await h.settle();
    h.held('c').release();
    expect([(await a).status, (await c).status]).toEqual([200, 200]);
    await h.settle();
    expect(h.shedding.inFlight()).toBe(0);
  });

  it('answers 503 to a waiter whose time ran out before its timer could fire', async () => {
    // Requests that hand their places on within one turn of the event loop (PGlite) give no timer a
    // chance: the clock moves, the timers do not.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const h = harness({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 1000 });
    const a = h.send('a');
    const b = h.send('b');
    await h.settle();
    vi.setSystemTime(Date.now() + 1001);
    const c = h.send('c');
    await h.settle();
    expect(h.shedding.queued()).toBe(2);

    h.held('a').release();
    await expectBusy(await b);
    await h.settle();
    // c has waited no time on the moved clock: it gets the place.
    expect(h.started).toEqual(['a', 'c']);
    h.held('c').release();
    expect([(await a).status, (await c).status]).toEqual([200, 200]);
  });

  it('frees the place of a request whose handler threw', async () => {
    const h = harness({ maxInFlight: 1, maxQueue: 0, maxWaitMs: 1000 });
    expect((await h.app.request('/fail')).status).toBe(500);
    await h.settle();
    expect(h.shedding.inFlight()).toBe(0);
    const a = h.send('a');
    await h.settle();
    h.held('a').release();
    expect((await a).status).toBe(200);
  });

  it('tells when nothing is in flight any more', async () => {
    const h = harness({ maxInFlight: 1, maxQueue: 1, maxWaitMs: 60_000 });
    await h.shedding.idle();
    const a = h.send('a');
    const b = h.send('b');
    await h.settle();
    let idle = false;
    void h.shedding.idle().then(() => (idle = true));
    h.held('a').release();
    await h.settle();
    expect(idle).toBe(false);
    h.held('b').release();
    await Promise.all([a, b]);
    await h.settle();
    expect(idle).toBe(true);
  });
});
