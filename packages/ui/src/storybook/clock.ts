/**
 * A fake clock for play functions. Once installed, the page's setTimeout and setInterval (and their
 * clears) run on virtual time that only `tick` moves, so a story checks "nothing before 400 ms, the
 * bar at 400 ms" exactly, however busy the machine is, instead of sleeping real time and hoping.
 * Date is left alone.
 *
 * Install it in the play function, before the interaction whose timers it drives (timers a story set
 * while it mounted stay real), and `restore()` it in a `finally`. While it is installed, act with
 * `fireEvent` and read with `get…`/`query…` after a `tick`: user-event and `findBy…`/`waitFor` wait on
 * timers of their own, which would then never fire. Why not a library: the kit has no fake-timers
 * dependency, and vitest's own copy cannot be imported by Storybook, which also runs these play
 * functions.
 */
export function installClock() {
  const real = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
  };
  interface Timer {
    at: number;
    every?: number;
    run: () => void;
  }
  const timers = new Map<number, Timer>();
  let now = 0;
  // Far above the browser's own timer ids, so a fake id cleared after restore() clears nothing real.
  let lastId = 1_000_000_000;

  const schedule = (handler: TimerHandler, delay: unknown, every: boolean, args: unknown[]) => {
    if (typeof handler !== 'function') throw new Error('the fake clock runs functions only');
    const ms = Math.max(0, Number(delay) || 0);
    lastId += 1;
    timers.set(lastId, {
      at: now + ms,
      every: every ? Math.max(1, ms) : undefined,
      run: () => (handler as (...a: unknown[]) => void)(...args),
    });
    return lastId;
  };
  const cancel = (id: unknown) => {
    if (typeof id === 'number') timers.delete(id);
  };

  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    schedule(handler, delay, false, args)) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    schedule(handler, delay, true, args)) as typeof window.setInterval;
  window.clearTimeout = cancel as typeof window.clearTimeout;
  window.clearInterval = cancel as typeof window.clearInterval;

  /**
   * Let React render what a timer changed and run the effects of that render (which may set the next
   * timer): its scheduler posts messages, and messages are delivered in the order they were posted,
   * so a few rounds of our own come after its work.
   */
  const settle = async () => {
    for (let round = 0; round < 3; round++)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
  };

  const nextDue = (until: number) => {
    let due: [number, Timer] | undefined;
    for (const entry of timers)
      if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
    return due;
  };

  return {
    /** Move virtual time `ms` forward, running every timer that comes due, in order. */
    async tick(ms: number) {
      const until = now + ms;
      await settle();
      for (let due = nextDue(until); due; due = nextDue(until)) {
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === undefined) timers.delete(id);
        else timer.at += timer.every;
        timer.run();
        await settle();
      }
      now = until;
    },
    /** Put the real timers back; pending fake ones are dropped. */
    restore() {
      Object.assign(window, real);
      timers.clear();
    },
  };
}
