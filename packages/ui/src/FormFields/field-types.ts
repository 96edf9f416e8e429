import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What every kit field takes: the form's `control`, the field `name`, and its texts. */
export interface ControlledFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> {
  /** `useForm().control` of the form the field belongs to. */
  control: Control<TValues, unknown, TTransformed>;
  /** The field's path in the form values. */
  name: TName;
  /** Visible label that names the control. */
  label: ReactNode;
  /** Help text under the control, also read as its description. */
  description?: ReactNode;
  /** Disables the control (a form-level `disabled` from react-hook-form disables it too). */
  disabled?: boolean;
  /** An id for the control; one is generated otherwise. */
  id?: string;
}
