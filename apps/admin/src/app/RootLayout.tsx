import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { NavigationProgress, UiLinkProvider } from '@shop/ui';
import { RouterLink } from './providers/RouterLink';

/** Everything inside the router: kit links go through react-router, and the progress bar. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <UiLinkProvider component={RouterLink}>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
    </UiLinkProvider>
  );
}
