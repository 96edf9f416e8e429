import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@radix-ui/themes/styles.css';
import '@shop/ui/style.css';
import './app/global.css';
import { App } from './app/App';
import { initI18n } from './lib/i18n';
import { startSession } from './lib/session';

// Both start at once: the session's first refresh and the first translation file.
void startSession();
const root = createRoot(document.getElementById('root')!);
initI18n()
  .catch((error: unknown) => console.error(error)) // keys show until a later load succeeds
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
