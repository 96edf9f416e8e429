import { useState } from 'react';
import { LazyPopup, lazyComponent, useLazyComponent, type PopupComponent } from '../lazy';
import { ThemesChevron } from '../lazy/ThemesChevron';
import type { LazySelectColor, LazySelectOption, LazySelectPopupProps } from './types';

export interface LazySelectProps {
  /** The chosen option's `value`. */
  value: string;
  options: readonly LazySelectOption[];
  onValueChange: (value: string) => void;
  /** Radix Themes' Select sizes (2 by default). */
  size?: '1' | '2' | '3';
  /** Radix Themes' Select trigger variants (surface by default). */
  variant?: 'classic' | 'surface' | 'soft' | 'ghost';
  color?: LazySelectColor;
  /**
   * Where the list opens: over the trigger with the chosen option lined up with it (Radix's default),
   * or below the trigger (`popper`).
   */
  position?: 'item-aligned' | 'popper';
  disabled?: boolean;
  /** The trigger's accessible name: one of the two. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

// The select's Radix code (select, popper, floating-ui, focus and scroll locks) loads when someone
// heads for a trigger: a page that shows a select need not load it before anyone uses it.
const selectPopup = lazyComponent<PopupComponent<LazySelectPopupProps>>(
  () => import('./LazySelectPopup'),
);

/**
 * A select of a few options (a list's filter, its page size) that looks and works like Radix Themes'
 * Select, with its Radix code loaded on intent. Its trigger is the markup of Radix Themes'
 * `Select.Trigger`, written out so that it is on the page, looking the same, before the code has come.
 */
export function LazySelect({
  value,
  options,
  onValueChange,
  size = '2',
  variant = 'surface',
  color,
  position,
  disabled = false,
  ...aria
}: LazySelectProps) {
  const loaded = useLazyComponent(selectPopup) !== undefined;
  const [valueNode, setValueNode] = useState<HTMLSpanElement | null>(null);
  const label = options.find((option) => option.value === value)?.label ?? value;
  return (
    <LazyPopup
      popup={selectPopup}
      kind="listbox"
      trigger={
        <button
          type="button"
          {...aria}
          data-accent-color={color}
          className={`rt-reset rt-SelectTrigger rt-r-size-${size} rt-variant-${variant}`}
          disabled={disabled}
          data-disabled={disabled ? '' : undefined}
        >
          <span className="rt-SelectTriggerInner" ref={setValueNode}>
            {/* Until the select renders Radix's own value here (the same span). */}
            {loaded ? null : <span style={{ pointerEvents: 'none' }}>{label}</span>}
          </span>
          <ThemesChevron className="rt-SelectIcon" aria-hidden />
        </button>
      }
      props={{ value, label, options, onValueChange, size, position, disabled, valueNode }}
    />
  );
}
