import * as styles from './DataTable.css';

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
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      aria-label={label}
      tabIndex={tabIndex}
    />
  );
}
