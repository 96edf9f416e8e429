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
export function SelectBox({
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
}
