import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { attachRef, createTriggerTunnel } from './trigger-tunnel';

describe('attachRef', () => {
  it('sets an object ref and clears it', () => {
    const ref = createRef<string>();
    const detach = attachRef(ref, 'button');
    expect(ref.current).toBe('button');
    detach();
    expect(ref.current).toBeNull();
  });

  it('calls a callback ref, then its cleanup or else with null', () => {
    const cleanup = vi.fn();
    const withCleanup = vi.fn(() => cleanup);
    attachRef(withCleanup, 'button')();
    expect(withCleanup).toHaveBeenCalledWith('button');
    expect(cleanup).toHaveBeenCalledOnce();

    const plain = vi.fn();
    attachRef(plain, 'button')();
    expect(plain.mock.calls).toEqual([['button'], [null]]);
  });
});

describe('createTriggerTunnel', () => {
  it("points Radix's ref at the element whichever arrives first, and lets go of it", () => {
    const element = document.createElement('button');
    const ref = createRef<HTMLElement>();
    const tunnel = createTriggerTunnel();
    tunnel.setRef(ref);
    expect(ref.current).toBeNull();
    tunnel.setElement(element);
    expect(ref.current).toBe(element);
    tunnel.setRef(undefined);
    expect(ref.current).toBeNull();

    const late = createRef<HTMLElement>();
    tunnel.setRef(late);
    expect(late.current).toBe(element);
    tunnel.setElement(null);
    expect(late.current).toBeNull();
  });

  it("hands the Trigger's props to its subscribers", () => {
    const tunnel = createTriggerTunnel();
    const listener = vi.fn();
    tunnel.subscribe(listener);
    expect(tunnel.props()).toBeUndefined();
    const props = { 'aria-expanded': true };
    tunnel.setProps(props);
    expect(tunnel.props()).toBe(props);
    tunnel.setProps(undefined);
    expect(tunnel.props()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
