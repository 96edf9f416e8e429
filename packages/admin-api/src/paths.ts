import { settingsPaths } from './paths-settings';
import { referencePaths } from './paths-reference';
import { customerPaths } from './paths-customers';
import { orderPaths } from './paths-orders';
import { catalogPaths } from './paths-catalog';
import { discountPaths } from './paths-discounts';
import { onlineStorePaths } from './paths-online-store';
import { startPaths } from './start-paths';

export * from './start-paths';
export * from './paths-settings';
export * from './paths-reference';
export * from './paths-customers';
export * from './paths-orders';
export * from './paths-catalog';
export * from './paths-discounts';
export * from './paths-online-store';

/**
 * Every Admin API path, relative to API_BASE: the areas' tables together, so the app, the server and
 * the tests agree. The admin's code imports its area's table instead (`catalogPaths.product(id)`):
 * a page then loads the paths of its area, not all of them (issue 20).
 */
export const paths = {
  ...startPaths,
  ...settingsPaths,
  ...referencePaths,
  ...customerPaths,
  ...orderPaths,
  ...catalogPaths,
  ...discountPaths,
  ...onlineStorePaths,
} as const;
