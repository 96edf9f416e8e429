import { useState } from 'react';
import { ThemesChevron } from './ThemesChevron';
import { LazyPopup, lazyComponent, useLazyComponent, type PopupComponent } from '../lazy';
import { useUiMessages } from '../messages';
import type { PageSizeSelectProps } from './PageSizeSelect';

// A list page shows this select on every visit and few change the page size: its Radix code (select,
// popper, focus and scroll locks) loads when someone heads for it.
const pageSizeSelect = lazyComponent<PopupComponent<PageSizeSelectProps>>(
  () => import('./PageSizeSelect'),
);

/**
 * The "Rows per page" select. Its trigger is the markup of Radix Themes' `Select.Trigger` (size 1, soft,
 * gray), written out so that it is on the page, looking the same, before the select's code has loaded.
 */
export function PageSize({
  value,
  options,
  onChange,
  disabled,
}: {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
  disabled: boolean;
}) {
  const messages = useUiMessages();
  const loaded = useLazyComponent(pageSizeSelect) !== undefined;
  const [valueNode, setValueNode] = useState<HTMLSpanElement | null>(null);
  return (
    <LazyPopup
      popup={pageSizeSelect}
      kind="listbox"
      trigger={
        <button
          type="button"
          aria-label={messages.tablePageSize}
          data-accent-color="gray"
          className="rt-reset rt-SelectTrigger rt-r-size-1 rt-variant-soft"
          disabled={disabled}
          data-disabled={disabled ? '' : undefined}
        >
          <span className="rt-SelectTriggerInner" ref={setValueNode}>
            {/* Until the select renders Radix's own value here (the same span). */}
            {loaded ? null : <span style={{ pointerEvents: 'none' }}>{value}</span>}
          </span>
          <ThemesChevron className="rt-SelectIcon" aria-hidden />
        </button>
      }
      props={{ value, options, onChange, disabled, valueNode }}
    />
  );
}
