import {
  isSubresourceIntegrity,
  isWidgetScriptUrl,
  type AppStoreWidgetConfig,
} from '@shop/admin-api';

/**
 * How the app store page hands the automation widget its token (§2, §7): a classic script from the
 * configured URL, appended to the page, whose element carries what the widget needs. The widget
 * reads them from `document.currentScript` while it runs:
 *
 * - `data-token`: the token of GET settings/app-store/generateToken (an HS256 JWT naming the account
 *   and the shop, for the widget alone, valid 5 minutes: the widget exchanges it for a session of
 *   its own at once),
 * - `data-container`: the id of the element it renders into,
 * - `data-language`: the admin's language (en or az).
 *
 * The token never goes into a URL (no server log, no Referer keeps it). The script is loaded only
 * from the configured URL (https, or http on this machine), CORS-checked, and checked against its
 * integrity hash when one is configured; the admin's CSP allows that origin and no other.
 */
export interface WidgetScriptOptions {
  widget: AppStoreWidgetConfig;
  token: string;
  containerId: string;
  language: string;
}

export interface LoadedWidget {
  /** Settles when the script has run (or failed to load: blocked, unreachable, wrong hash). */
  loaded: Promise<void>;
  /** Takes the script and whatever the widget drew out of the page. */
  remove: () => void;
}

export class WidgetScriptError extends Error {
  override name = 'WidgetScriptError';
}

export function loadWidgetScript(
  { widget, token, containerId, language }: WidgetScriptOptions,
  doc: Document = document,
): LoadedWidget {
  // The config was checked when it was read; checked again here, where it turns into a script.
  if (!isWidgetScriptUrl(widget.url)) {
    return {
      loaded: Promise.reject(new WidgetScriptError('The widget URL is not one the page may load')),
      remove: () => undefined,
    };
  }
  const script = doc.createElement('script');
  script.src = widget.url;
  script.async = true;
  // Anonymous CORS: no cookies of ours go along, and the integrity check (which needs CORS) works.
  script.crossOrigin = 'anonymous';
  if (widget.integrity && isSubresourceIntegrity(widget.integrity)) {
    script.integrity = widget.integrity;
  }
  script.dataset.token = token;
  script.dataset.container = containerId;
  script.dataset.language = language;

  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => reject(new WidgetScriptError(`The app store widget did not load from ${widget.url}`)),
      { once: true },
    );
  });
  doc.head.append(script);

  return {
    loaded,
    remove: () => {
      script.remove();
      doc.getElementById(containerId)?.replaceChildren();
    },
  };
}
