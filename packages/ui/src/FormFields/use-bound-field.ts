import type { ReactNode } from 'react';
import {
  useController,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import type { ControlledFieldProps } from './field-types';

/** What a bound field hands to its FormField: the texts, the control's id and the error to show. */
export interface BoundFormFieldProps {
  id: string | undefined;
  label: ReactNode;
  description: ReactNode;
  error: string | undefined;
}

/** What a plain control takes straight from the form field, next to FormField's ARIA props. */
export interface BoundControlProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  ref: ControllerRenderProps<TValues, TName>['ref'];
  name: TName;
  disabled: boolean | undefined;
  onBlur: () => void;
}

/** The props useBoundField takes for itself; whatever else a field was given is left in `rest`. */
type BoundKey = keyof ControlledFieldProps<FieldValues, string>;

export interface BoundField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TRest extends object,
> {
  /** react-hook-form's field, for the value and `onChange` (each control reads and writes it its own way). */
  field: ControllerRenderProps<TValues, TName>;
  /** Spread on FormField: it turns the id and the error into the control's `aria-*` wiring. */
  formFieldProps: BoundFormFieldProps;
  /** Spread on the control after FormField's ARIA props; a control that blurs differently overrides `onBlur`. */
  controlProps: BoundControlProps<TValues, TName>;
  /** The other props the field was given (a text input passes them on to its `<input>`). */
  rest: Omit<TRest, BoundKey>;
}

/**
 * The part every kit field shares: it registers the field with react-hook-form and splits the common
 * props into what FormField needs and what the control needs. The field then only renders its control.
 */
export function useBoundField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT,
  TRest extends object = object,
>({
  control,
  name,
  label,
  description,
  disabled,
  id,
  ...rest
}: ControlledFieldProps<T, N, TT> & TRest): BoundField<T, N, TRest> {
  const { field, fieldState } = useController({ control, name, disabled });
  return {
    field,
    formFieldProps: { id, label, description, error: fieldState.error?.message },
    controlProps: {
      ref: field.ref,
      name: field.name,
      disabled: field.disabled,
      onBlur: field.onBlur,
    },
    rest,
  };
}
