// Popups whose Radix code loads on intent (internal to the kit; lazyComponent is exported for apps too).
export { LazyPopup } from './LazyPopup';
export type { LazyPopupProps, PopupComponent, PopupTriggerProps } from './LazyPopup';
export { lazyComponent, useLazyComponent } from './lazy-component';
export { Loaded } from './Loaded';
export type { LazyComponent } from './lazy-component';
export { loadForUser, loadOnIntent } from './intent';
export type { PopupKind } from './popup-kinds';
