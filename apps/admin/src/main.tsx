import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@radix-ui/themes/styles.css';
import '@shop/ui/style.css';
import './app/global.css';
import { App } from './app/App';
import { applyAppStyles } from './app/app-styles';
import { createAppRouter } from './app/router';
import { preloadMatches } from './app/routing/preload-route';
import { warmUpFirstDrawing } from './app/warm-up-first-drawing';
import { loadContractChecks } from './lib/http/contract';
import { initI18n } from './lib/i18n';
import { sessionRequestSent, startSession } from './lib/session';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Everything the first page waits for starts at once: the session's refresh, the translation file
// and, through the router, the route modules and their loaders' calls (which wait for the session
// themselves, not for the translations). In development the API's answers are checked against the
// contract (production does not load it).
async function start() {
  void startSession();
  const ready = Promise.all([initI18n(), loadContractChecks()]);
  // The refresh leaves before the router is built: it waits for a cross-tab lock, granted in a task
  // of its own, which would otherwise come after the router's (see sessionRequestSent). Not longer
  // than a moment, should another tab hold the lock.
  await Promise.race([sessionRequestSent(), delay(100)]);
  // The calls are on their way; the browser gets a turn before the router is built (every route
  // matched, its loaders started). Evaluating the entry and all of this was one task of about 70 ms
  // on a throttled phone, past the 50 ms at which Lighthouse counts a task as blocking.
  await delay(0);
  const router = createAppRouter();
  // The page's own code runs next: its loader sends the page's calls, which its first drawing waits
  // for. The browser runs a dynamic import's modules in a task that queued behind the warm-up's and
  // React's first slices: 200 ms after their files had come, in traces of a cold order page. React
  // would only draw the loading spinner meanwhile (the routes' HydrateFallback), as index.html does.
  await Promise.race([preloadMatches(router.state.matches), delay(1_000)]);
  // The stylesheet, which index.html loads without holding the first paint, applies before the app
  // draws or measures anything (the warm-up lays out text in the theme's fonts).
  await applyAppStyles();
  // While the loaders' calls are out: the first drawing's one-time costs, in short tasks of their own.
  warmUpFirstDrawing();
  const root = createRoot(document.getElementById('root')!);
  await ready.catch((error: unknown) => console.error(error)); // keys show until a later load succeeds
  // A transition: React renders the shell and the page in slices and lets the browser paint and
  // answer input between them, instead of one long task (what Lighthouse counts as blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
  // Error reporting (Sentry) once the first render has left the browser idle, in chunks of its own:
  // the first load pays nothing for it, and it does not compete with the page's own files. What
  // fails before it is there waits for it (lib/error-reporting/capture.ts).
  (window.requestIdleCallback ?? setTimeout)(
    () => void import('./lib/error-reporting/start').then((m) => m.startErrorReporting()),
  );
}

// Not from the module's top level: the first read of the cookie and the first fetch take a stack
// with line and column in Chromium, and a stack through the entry's top level has V8 parse the whole
// entry again for them (about 30 ms unthrottled). A microtask runs as soon as the entry has, with a
// stack of its own.
queueMicrotask(() => void start());
