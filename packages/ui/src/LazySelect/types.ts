import type { ComponentProps } from 'react';
import type { Select } from '@radix-ui/themes';

/** One choice of a LazySelect. */
export interface LazySelectOption {
  /** A non-empty string (Radix Select has no empty value). */
  value: string;
  /** What the user sees. */
  label: string;
}

/** What the select's Radix code (loaded on intent) renders besides its trigger. */
export interface LazySelectPopupProps {
  value: string;
  /** The selected option's label, shown in the trigger. */
  label: string;
  options: readonly LazySelectOption[];
  onValueChange: (value: string) => void;
  size: '1' | '2' | '3';
  position: 'item-aligned' | 'popper' | undefined;
  disabled: boolean;
  /** The span inside the trigger that shows the value (Radix lines the open list up with it). */
  valueNode: HTMLElement | null;
}

export type LazySelectColor = ComponentProps<typeof Select.Trigger>['color'];
