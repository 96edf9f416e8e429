import { startEarlyRefresh } from './early-refresh';

/*
 * The boot script: index.html names it before the app's entry, `async`, and it imports nothing
 * else of the app (its chunk is these modules and the few constants they need, about 1 KB). On a
 * cold load the entry is the largest file there is; the session's refresh, which every page's
 * first call waits for, leaves while it downloads instead of after it has run (apps/admin/build/
 * boot-script.ts).
 */
startEarlyRefresh();
