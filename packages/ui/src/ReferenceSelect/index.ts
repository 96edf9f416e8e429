export { ReferenceSelect } from './ReferenceSelect';
export { ReferenceSelectField } from './ReferenceSelectField';
export type { ReferenceSelectFieldProps } from './ReferenceSelectField';
export type { ReferenceOption, ReferenceSelectProps, ReferenceSelectBaseProps } from './types';
