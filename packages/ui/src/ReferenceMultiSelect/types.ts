import type { ReactNode, Ref } from 'react';
import type { ReferenceOption } from '../ReferenceSelect';

/** What ReferenceMultiSelect and ReferenceMultiSelectField share. */
export interface ReferenceMultiSelectBaseProps {
  /** The options, in the order to list them; the chosen ones are left out of the list. */
  options: readonly ReferenceOption[];
  /**
   * The accessible name of the button that takes a chosen option off, given the option's label
   * ("Remove Netherlands"): the app's sentence, in its language.
   */
  removeLabel: (label: string) => string;
  /** Shown in the empty input. */
  placeholder?: string;
  /** The options are still loading: chosen ids stand in for their labels meanwhile. */
  isLoading?: boolean;
}

export interface ReferenceMultiSelectProps extends ReferenceMultiSelectBaseProps {
  /** Visible label; it names the input, the list of options and the list of chosen ones. */
  label: ReactNode;
  /** Help text under the input (also its accessible description). */
  description?: ReactNode;
  /** The message to show under the input; marks it invalid. */
  error?: string | undefined;
  /** The chosen options' ids, in the order they were chosen. */
  value: readonly string[];
  /** The ids after a pick (added at the end) or a removal. */
  onChange: (ids: string[]) => void;
  /** Leaving the input. */
  onBlur?: () => void;
  name?: string;
  /** The input's id; one is generated otherwise. */
  id?: string;
  disabled?: boolean | undefined;
  inputRef?: Ref<HTMLInputElement>;
}
