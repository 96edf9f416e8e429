// The kit's ConfirmDialog as a module of its own, for ConfirmDialogAfterPageDrawn's dynamic import
// (an import of '@shop/ui' itself would be the entry, which has the kit's other parts).
export { ConfirmDialog } from '@shop/ui';
