import { z } from 'zod';
import { unixSeconds } from './common';

/**
 * Settings › app store (§2, §7): a third-party automation widget, loaded by script from the URL the
 * platform configures (APP_STORE_WIDGET_URL, passed to the app in its shop config), with a token
 * the product issues. The token tells the widget who asks and for which shop, and nothing more: it
 * is no access token of this API.
 */

/**
 * The token's lifetime in seconds: enough for the widget to load and exchange it for a session of
 * its own, short enough that a copied token is soon worthless.
 */
export const APP_STORE_TOKEN_TTL = 300;
/** The token's `aud`: the automation widget, so no other service takes it for its own. */
export const APP_STORE_TOKEN_AUDIENCE = 'app-store-widget';
/** The token's `scope`: what it lets the widget do (act for the shop in its automations). */
export const APP_STORE_TOKEN_SCOPE = 'app-store';

/** GET settings/app-store/generateToken. */
export const appStoreTokenSchema = z.object({
  /** An HS256 JWT: `sub` the account, `shop` the shop, `aud`, `scope`, `iat`, `exp`, `jti`. */
  token: z.string().min(1),
  /** When it expires (unix seconds): the page asks for a new one before. */
  expires_at: unixSeconds,
});
export type AppStoreToken = z.infer<typeof appStoreTokenSchema>;
