import type { TriggerProps } from './trigger-tunnel';

type Handler = (...args: unknown[]) => unknown;

/**
 * Radix's props merged under the trigger's own, as Radix's `Slot` merges them for a child: the trigger's
 * own props win, except that both event handlers run (the trigger's first), class names add up and
 * styles merge.
 */
export function mergeProps(radix: TriggerProps, own: TriggerProps): TriggerProps {
  const merged: TriggerProps = { ...radix, ...own };
  for (const name of Object.keys(own)) {
    const ours = radix[name];
    const theirs = own[name];
    if (ours === undefined || theirs === undefined) continue;
    if (/^on[A-Z]/.test(name) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = (theirs as Handler)(...args);
        (ours as Handler)(...args);
        return result;
      };
    } else if (name === 'className') {
      merged[name] = [ours, theirs].filter(Boolean).join(' ');
    } else if (name === 'style') {
      merged[name] = { ...(ours as object), ...(theirs as object) };
    }
  }
  return merged;
}
