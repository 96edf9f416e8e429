import type { ComponentType } from 'react';
import { lazyComponent } from '../lazy';
import type { NavigationDrawerProps } from './NavigationDrawer';

/**
 * The drawer's module, shared by the AppShell (which renders it once the app opens it) and the Header
 * (whose hamburger starts loading it on intent). The drawer exists below 768 px only: a desktop visit
 * never loads its Radix Dialog code.
 */
export const navigationDrawer = lazyComponent<ComponentType<NavigationDrawerProps>>(
  () => import('./NavigationDrawer'),
);
