import { STORAGE_PREFIX } from '../storage-prefix';

/*
 * What the page load's early refresh (src/boot) and the session agree on. Nothing else is imported
 * here: this is part of the boot script's chunk, which the app's entry shares.
 */

/**
 * The Web Lock every tab takes around a refresh: refresh tokens rotate, and the server treats one
 * presented twice as stolen (see cross-tab-lock.ts).
 */
export const REFRESH_LOCK = `${STORAGE_PREFIX}auth-refresh`;

/** Where the boot script leaves its refresh for the session: a property of `window`, taken once. */
export const EARLY_REFRESH_KEY = '__shopEarlyRefresh';
