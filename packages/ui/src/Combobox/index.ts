export { Combobox } from './Combobox';
export type { ComboboxProps } from './Combobox';
export { useCombobox } from './use-combobox';
export type { ComboboxOption, UseComboboxOptions } from './use-combobox';
