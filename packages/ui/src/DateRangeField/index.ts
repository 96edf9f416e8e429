export { DateRangeField } from './DateRangeField';
export type { DateRangeFieldProps } from './DateRangeField';
export { DateTimeField } from './DateTimeField';
export type { DateTimeFieldProps } from './DateTimeField';
export { fromZonedInput, toZonedInput } from './zoned-time';
