import { createPortal } from 'react-dom';
import { Select } from '@radix-ui/themes';
import { Select as SelectPrimitive } from 'radix-ui';
import type { PopupTriggerProps } from '../lazy';

export interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
  disabled: boolean;
  /** The span inside the trigger that shows the value (Radix aligns the open list with it). */
  valueNode: HTMLElement | null;
}

/**
 * The "Rows per page" select's Radix code, loaded with `import()` when someone heads for its trigger
 * (see PageSize). Radix Themes' Select with the primitive's Trigger, since the trigger element is
 * PageSize's own.
 */
export default function PageSizeSelect({
  trigger,
  value,
  options,
  onChange,
  disabled,
  valueNode,
}: PageSizeSelectProps & PopupTriggerProps) {
  return (
    <Select.Root
      size="1"
      value={String(value)}
      onValueChange={(next) => onChange(Number(next))}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger asChild>{trigger}</SelectPrimitive.Trigger>
      {/* Radix's Value registers the span that the list lines its selected item up with (the
          default item-aligned position): rendered into the trigger's own value span. */}
      {valueNode
        ? createPortal(<SelectPrimitive.Value>{value}</SelectPrimitive.Value>, valueNode)
        : null}
      <Select.Content>
        {options.map((size) => (
          <Select.Item key={size} value={String(size)}>
            {size}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
