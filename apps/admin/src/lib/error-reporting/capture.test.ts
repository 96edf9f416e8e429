import { beforeEach, expect, it, vi } from 'vitest';
import type * as Capture from './capture';
import type { CapturedError } from './capture';

// A fresh module each time: the test files share their modules, and others capture errors too.
let capture: typeof Capture;
beforeEach(async () => {
  vi.resetModules();
  capture = await import('./capture');
});

it('holds failures until the reporter connects, then hands it each one with its path', () => {
  const early = new Error('before the reporter');
  capture.captureError(early, 'render');
  const received: CapturedError[] = [];
  capture.connectErrorSink((captured) => received.push(captured));
  expect(received).toEqual([[early, 'render', location.pathname]]);

  const later = new Error('after');
  capture.captureError(later, 'query');
  expect(received).toEqual([
    [early, 'render', location.pathname],
    [later, 'query', location.pathname],
  ]);
});

it('holds no more than ten while there is no reporter', () => {
  for (let i = 0; i < 25; i += 1) capture.captureError(new Error(`failure ${i}`), 'mutation');
  const received: CapturedError[] = [];
  capture.connectErrorSink((captured) => received.push(captured));
  expect(received.map(([error]) => (error as Error).message)).toEqual(
    Array.from({ length: 10 }, (_, i) => `failure ${i}`),
  );
});
