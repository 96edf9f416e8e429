import type { FieldPath, FieldValues } from 'react-hook-form';
import type { ControlledFieldProps } from '../FormFields/field-types';
import { useBoundField } from '../FormFields/use-bound-field';
import { ReferenceMultiSelect } from './ReferenceMultiSelect';
import type { ReferenceMultiSelectBaseProps } from './types';

/** Props of ReferenceMultiSelectField. */
export type ReferenceMultiSelectFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = ControlledFieldProps<TValues, TName, TTransformed> & ReferenceMultiSelectBaseProps;

/** ReferenceMultiSelect bound to a react-hook-form field whose value is the chosen ids. */
export function ReferenceMultiSelectField<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: ReferenceMultiSelectFieldProps<T, N, TT>,
) {
  const { field, formFieldProps, controlProps, rest } = useBoundField<
    T,
    N,
    TT,
    ReferenceMultiSelectBaseProps
  >(props);
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <ReferenceMultiSelect
      {...formFieldProps}
      {...rest}
      value={value}
      onChange={(ids) => field.onChange(ids)}
      onBlur={controlProps.onBlur}
      name={controlProps.name}
      disabled={controlProps.disabled}
      inputRef={controlProps.ref}
    />
  );
}
