import { EARLY_REFRESH_KEY } from './refresh-protocol';

/**
 * The refresh the boot script (src/boot) sent as the page loaded, once: the first caller gets it,
 * everyone after (and a page without the boot script: the unit tests) gets null and refreshes itself.
 */
export function takeEarlyRefresh(source: object = window): Promise<Response> | null {
  const answer = (source as Record<string, unknown>)[EARLY_REFRESH_KEY];
  if (!(answer instanceof Promise)) return null;
  delete (source as Record<string, unknown>)[EARLY_REFRESH_KEY];
  return answer as Promise<Response>;
}
