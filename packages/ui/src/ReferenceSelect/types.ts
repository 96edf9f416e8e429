import type { ReactNode, Ref } from 'react';

/** One choice of a ReferenceSelect: a country, a state, a time zone, a currency... */
export interface ReferenceOption {
  /** The value chosen (a code: `AZ`, `AZ-BA`, `Asia/Baku`, `AZN`); unique in the list. */
  id: string;
  /** What the user sees and searches ("Azerbaijan"). */
  label: string;
  /** Shown after the label, dimmed, and searched too ("UTC+04:00", the region of a district). */
  hint?: string;
}

/** What ReferenceSelect and ReferenceSelectField share. */
export interface ReferenceSelectBaseProps {
  /** The options, in the order to list them (a search ranks the matches, best first). */
  options: readonly ReferenceOption[];
  /** Shown in the empty input. */
  placeholder?: string;
  /** The options are still loading: the list says so, and the input shows the chosen id meanwhile. */
  isLoading?: boolean;
  /** Offers a button that clears the choice (for an optional field): `onChange(null)`. */
  clearable?: boolean;
}

export interface ReferenceSelectProps extends ReferenceSelectBaseProps {
  /** Visible label; it names the input and the list. */
  label: ReactNode;
  /** Help text under the control (also its accessible description). */
  description?: ReactNode;
  /** The message to show under the control; marks it invalid. */
  error?: string | undefined;
  /** The chosen option's id; null or '' for none. */
  value: string | null | undefined;
  /** A pick (the option's id), or null when cleared. */
  onChange: (id: string | null) => void;
  /** Leaving the input. */
  onBlur?: () => void;
  name?: string;
  id?: string;
  disabled?: boolean | undefined;
  inputRef?: Ref<HTMLInputElement>;
}
