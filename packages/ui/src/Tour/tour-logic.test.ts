import { afterEach, describe, expect, it, vi } from 'vitest';
import { directionOf, skipMissingStep, stepAfter, validateTourSteps } from './tour-logic';

describe('validateTourSteps', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts an array of objects with a selector or element target', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('div');
    expect(
      validateTourSteps([
        { target: '#a', content: 'A' },
        { target: element, content: 'B' },
      ]),
    ).toBe(true);
    expect(validateTourSteps([])).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not an array', { target: '#a' }],
    ['null', null],
    ['a step without a target', [{ target: '#a', content: 'A' }, { content: 'B' }]],
    ['an empty selector', [{ target: '  ', content: 'A' }]],
    ['a non-object step', ['#a']],
    ['a null step', [null]],
  ])('warns and rejects %s', (_name, steps) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validateTourSteps(steps)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('directionOf', () => {
  it('goes backwards only for prev', () => {
    expect(directionOf('prev')).toBe('prev');
    for (const action of ['start', 'next', 'go', 'update', 'init', 'close'])
      expect(directionOf(action)).toBe('next');
  });
});

describe('stepAfter', () => {
  it('moves one step and stops at the ends', () => {
    expect(stepAfter(0, 'next', 3)).toBe(1);
    expect(stepAfter(2, 'next', 3)).toBe(3); // past the last step: finished
    expect(stepAfter(2, 'prev', 3)).toBe(1);
    expect(stepAfter(0, 'prev', 3)).toBe(0);
  });
});

describe('skipMissingStep', () => {
  it('skips forwards when travelling forwards', () => {
    expect(skipMissingStep(1, 'next', 3)).toBe(2);
    expect(skipMissingStep(2, 'next', 3)).toBe(3); // last step missing: finished
  });

  it('skips backwards when travelling backwards', () => {
    expect(skipMissingStep(1, 'prev', 3)).toBe(0);
    expect(skipMissingStep(2, 'prev', 3)).toBe(1);
  });

  it('turns round when the first step is missing on the way back', () => {
    expect(skipMissingStep(0, 'prev', 3)).toBe(1);
    expect(skipMissingStep(0, 'prev', 1)).toBe(1);
  });
});
