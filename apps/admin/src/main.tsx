import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@radix-ui/themes/styles.css';
import '@shop/ui/style.css';
import './app/global.css';
import { App } from './app/App';
import { loadContractChecks } from './lib/http/contract';
import { initI18n } from './lib/i18n';
import { startSession } from './lib/session';

// Both start at once: the session's first refresh and the first translation file. In development
// the API's answers are checked against the contract (production does not load it).
void startSession();
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
