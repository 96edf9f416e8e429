import { z } from 'zod';

/*
 * The admin's CSP allows no eval, and zod probes `new Function` when it builds its first object
 * schema unless told not to; the browser reports the refused probe as a CSP violation. The build
 * puts this module in zod's own chunk (vite.config.ts), so it runs before any schema is built.
 */
z.config({ jitless: true });
