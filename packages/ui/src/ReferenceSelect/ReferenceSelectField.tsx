import type { FieldPath, FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from '../FormFields/field-types';
import { useBoundField } from '../FormFields/use-bound-field';
import { ReferenceSelect } from './ReferenceSelect';
import type { ReferenceSelectBaseProps } from './types';

/** Props of ReferenceSelectField. */
export type ReferenceSelectFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & ReferenceSelectBaseProps;

/**
 * ReferenceSelect bound to a react-hook-form field: the value is the chosen option's id, null when
 * nothing is chosen (or after a clear). Leaving the field without picking keeps the value.
 */
export function ReferenceSelectField<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: ReferenceSelectFieldProps<T, N, TT>,
) {
  const { field, formFieldProps, controlProps, rest } = useBoundField<
    T,
    N,
    TT,
    ReferenceSelectBaseProps
  >(props);
  return (
    <ReferenceSelect
      {...formFieldProps}
      {...rest}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(id) => field.onChange(id)}
      onBlur={controlProps.onBlur}
      name={controlProps.name}
      disabled={controlProps.disabled}
      inputRef={controlProps.ref}
    />
  );
}
