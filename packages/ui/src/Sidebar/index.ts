export { Sidebar } from './Sidebar';
export type { SidebarProps } from './Sidebar';
export type { SidebarGroup, SidebarItem } from './types';
export { findCurrentEntry, matchLength } from './sidebar-logic';
