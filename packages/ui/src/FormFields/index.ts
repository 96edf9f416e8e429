export { FormField } from './FormField';
export type { FormFieldProps, FieldControlProps } from './FormField';
export type { ControlledFieldProps } from './field-types';
export {
  TextField,
  EmailField,
  PhoneField,
  PasswordField,
  SlugField,
  TextareaField,
} from './TextFields';
export type { TextFieldProps, TextareaFieldProps } from './TextFields';
export { SelectField, ComboboxField, SwitchField, CheckboxField } from './ChoiceFields';
export type {
  FieldOption,
  SelectFieldProps,
  ComboboxFieldProps,
  ToggleFieldProps,
} from './ChoiceFields';
export { MoneyField, PercentageField } from './NumberFields';
export type { MoneyFieldProps, PercentageFieldProps } from './NumberFields';
export { parseMoneyInput, minorToInput } from './number-input';
