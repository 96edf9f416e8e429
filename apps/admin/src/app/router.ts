import { createBrowserRouter } from 'react-router';
import { APP_BASE } from '../lib/config';
import { routes } from './routing/routes';

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: APP_BASE });
}
