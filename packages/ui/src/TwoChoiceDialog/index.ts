export { TwoChoiceDialog } from './TwoChoiceDialog';
export type { SafeChoice, TwoChoiceDialogProps } from './TwoChoiceDialog';
