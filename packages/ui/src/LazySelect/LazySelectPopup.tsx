import { createPortal } from 'react-dom';
import { Select } from '@radix-ui/themes';
import { Select as SelectPrimitive } from 'radix-ui';
import type { PopupTriggerProps } from '../lazy';
import type { LazySelectPopupProps } from './types';

/**
 * LazySelect's Radix code, loaded with `import()` when someone heads for its trigger: Radix Themes'
 * Select with the primitive's Trigger, since the trigger element is LazySelect's own.
 */
export default function LazySelectPopup({
  trigger,
  value,
  label,
  options,
  onValueChange,
  size,
  position,
  disabled,
  valueNode,
}: LazySelectPopupProps & PopupTriggerProps) {
  return (
    <Select.Root size={size} value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectPrimitive.Trigger asChild>{trigger}</SelectPrimitive.Trigger>
      {/* Radix's Value registers the span that an item-aligned list lines its selected item up with:
          rendered into the trigger's own value span. */}
      {valueNode
        ? createPortal(<SelectPrimitive.Value>{label}</SelectPrimitive.Value>, valueNode)
        : null}
      <Select.Content position={position}>
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
