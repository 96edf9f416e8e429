export { ReferenceMultiSelect } from './ReferenceMultiSelect';
export { ReferenceMultiSelectField } from './ReferenceMultiSelectField';
export type { ReferenceMultiSelectFieldProps } from './ReferenceMultiSelectField';
export type { ReferenceMultiSelectProps, ReferenceMultiSelectBaseProps } from './types';
