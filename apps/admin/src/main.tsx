import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@radix-ui/themes/styles.css';
import '@shop/ui/style.css';
import './app/global.css';
import { App } from './app/App';
import { preloadRoute } from './app/routing/preload-route';
import { routes } from './app/routing/routes';
import { loadContractChecks } from './lib/http/contract';
import { initI18n } from './lib/i18n';
import { startSession } from './lib/session';
import { currentAppPath } from './lib/session/sign-in-url';

// Both start at once: the session's first refresh and the first translation file. In development
// the API's answers are checked against the contract (production does not load it).
void startSession();
// The shell's and the page's code download meanwhile too, not after the first render (the bare
// /admin/ goes on to home).
preloadRoute(currentAppPath() || '/home', routes);
const root = createRoot(document.getElementById('root')!);
Promise.all([initI18n(), loadContractChecks()])
  .catch((error: unknown) => console.error(error)) // keys show until a later load succeeds
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
