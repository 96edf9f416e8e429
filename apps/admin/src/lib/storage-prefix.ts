/**
 * Prefix of every key this app writes to localStorage / sessionStorage / cookies of its own (and of
 * its Web Locks). A module of its own: the boot script (src/boot) needs it and nothing else here.
 */
export const STORAGE_PREFIX = 'shop.';
