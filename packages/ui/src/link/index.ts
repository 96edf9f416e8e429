export { UiLink, UiLinkProvider, isModifiedClick } from './UiLink';
export type { UiLinkProps, UiLinkComponent } from './UiLink';
