export { Combobox } from './Combobox';
export type { ComboboxProps } from './Combobox';
export { useCombobox } from './useCombobox';
export type { ComboboxOption, UseComboboxOptions } from './useCombobox';
