/**
 * What must never leave the browser in a text of an error event (a message, a log line, a URL):
 * credentials, query strings and the personal data that can be recognised by its shape. Names can
 * not be recognised in free text: they are dropped by the field they are in (scrub-event.ts).
 */
const TEXT_RULES: [RegExp, string][] = [
  // An Authorization header's value as it may appear in a log line.
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, '$1 [Filtered]'],
  // A JWT (an access token) wherever it is: three base64url parts, the first a JSON header.
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[Filtered]'],
  // `token=…`, `"password": "…"` and the like.
  [
    /\b(\w*(?:token|password|passwd|secret|api[_-]?key|credential)\w*)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi,
    '$1$2[Filtered]',
  ],
  // Query strings and fragments of URLs and paths: searches, filters, one-time codes, tokens.
  [/((?:https?:)?\/\/[^\s?#"'<>]*|\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g, '$1'],
  // E-mail addresses, also URL-encoded ones.
  [/[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi, '[email]'],
  // Phone numbers: 9 to 15 digits, perhaps a leading + and separators (a date has 8 digits).
  [/(?<![\w.(])[+(]?\d(?:[\s().-]{0,2}\d){8,14}(?![\w.])/g, '[phone]'],
];

export function scrubText(text: string): string {
  return TEXT_RULES.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

/** A URL or path without its query string and fragment, its text scrubbed. */
export function scrubUrl(url: string): string {
  return scrubText(url.replace(/[?#].*$/s, ''));
}

/**
 * The route a path belongs to, for grouping and search: every segment that carries a digit (a
 * record's id) becomes `:id`, so `/admin/customers/cus_1` and `/admin/customers/cus_2` are one route.
 */
export function routeOf(path: string): string {
  return scrubUrl(path)
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
}
