import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import * as styles from './DataTable.css';

// Module-level, so a box keeps the same ref between renders: React calls it again only when the state
// flips, not on every render of every row.
const setIndeterminate = (element: HTMLInputElement | null) => {
  if (element) element.indeterminate = true;
};
const clearIndeterminate = (element: HTMLInputElement | null) => {
  if (element) element.indeterminate = false;
};

/** A native checkbox: cheap enough for every row of a long list, and keyboard/screen reader native. */
export const SelectBox = memo(function SelectBox({
  checked,
  indeterminate = false,
  disabled,
  onChange,
  label,
  tabIndex,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string;
  tabIndex: number | undefined;
}) {
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      ref={indeterminate ? setIndeterminate : clearIndeterminate}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      aria-label={label}
      tabIndex={tabIndex}
    />
  );
});

/**
 * A row's checkbox. Its toggle reads the row's id from a ref, so the box keeps the same props while a
 * virtual row is recycled for another row: React then leaves the input alone, where a new handler would
 * make it rewrite the input's `name` and `type` on every scrolled frame.
 */
export function RowSelectBox({
  id,
  checked,
  onToggle,
  label,
  tabIndex,
}: {
  id: string;
  checked: boolean;
  onToggle: (id: string) => void;
  label: string;
  tabIndex: number | undefined;
}) {
  const idRef = useRef(id);
  useLayoutEffect(() => {
    idRef.current = id;
  });
  const onChange = useCallback(() => onToggle(idRef.current), [onToggle]);
  return <SelectBox checked={checked} onChange={onChange} label={label} tabIndex={tabIndex} />;
}
