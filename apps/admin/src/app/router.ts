import { createBrowserRouter } from 'react-router';
import { APP_BASE } from '../lib/config';
import { setPreloadRoutes } from './routing/preload-route';
import { routes } from './routing/routes';

export function createAppRouter() {
  setPreloadRoutes(routes);
  return createBrowserRouter(routes, { basename: APP_BASE });
}
