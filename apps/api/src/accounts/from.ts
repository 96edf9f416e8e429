/**
 * The `from` parameter names the admin page to return to after sign-in. Only a path of this site is
 * accepted: it must start with one "/" (not "//" or "/\", which browsers read as another host) and
 * hold no control characters, so the sign-in cannot be turned into an open redirect.
 */
export function safeFrom(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return '';
  return value;
}
