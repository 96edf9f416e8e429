export { ConflictDialog } from './ConflictDialog';
export type { ConflictDialogProps } from './ConflictDialog';
