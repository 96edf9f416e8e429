import type { ButtonHTMLAttributes } from 'react';

export interface RowButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'color' | 'className'
> {
  /** The accent of the button: red for a row's Delete. */
  color?: 'gray' | 'red';
}

/**
 * A small soft button in a row of a table (a row's Delete): Radix Themes' `<Button size="1"
 * variant="soft">`, drawn as the plain element it renders, with its classes. A list draws one in each
 * row, and Radix's Button reads its props through its prop definitions on every render: in a new
 * page of 20 rows it cost as much as the rest of the rows' cells.
 */
export function RowButton({ color = 'gray', ...props }: RowButtonProps) {
  return (
    <button
      type="button"
      className="rt-reset rt-BaseButton rt-r-size-1 rt-variant-soft rt-Button"
      data-accent-color={color}
      {...props}
    />
  );
}
