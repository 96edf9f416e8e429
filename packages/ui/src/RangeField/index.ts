export { RangeField } from './RangeField';
export type { RangeFieldProps } from './RangeField';
