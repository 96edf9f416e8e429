import { templateParams, type Endpoint } from '@shop/admin-api/endpoints';
import fc from 'fast-check';
import { z } from 'zod';
import { hostileText, hostileValue, valueOf, type JsonSchema, type KnownIds } from './values';

/** One generated request of the fuzz test, before it is sent. */
export interface FuzzRequest {
  as: 'owner' | 'staff';
  /** Relative to API_BASE, parameters filled in and encoded. */
  path: string;
  query: string;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string }
    | { kind: 'multipart'; fields: Record<string, string>; file: Uint8Array | null };
  /**
   * PUT: null, or build the body on the record as it is now (GET of the same path): a set bit keeps
   * the generated field of that index, a clear bit takes the record's value (see api.fuzz.ts).
   */
  fromCurrent: number | null;
}

const inputSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Lone surrogates become U+FFFD, as a browser would send them (encodeURIComponent throws on them). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Percent sequences a client may send raw in a path: NUL, broken escapes, dots, a slash. */
const RAW_SEGMENTS = ['%00', '%', '%ZZ', '%C0%80', '%2F', '%2e%2e', '.', '%20', '%E2%80%AE'];

function pathParam(knownIds: KnownIds): fc.Arbitrary<string> {
  const known = knownIds.length ? knownIds : ['none'];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 64 }).map(encodeURIComponent) },
    {
      weight: 2,
      arbitrary: hostileText
        .filter((s) => s.length > 0)
        .map((s) => encodeURIComponent(wellFormed(s))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

/** Query values travel as text: numbers and flags as the app writes them, the rest as JSON. */
const asQueryText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

function queryString(endpoint: Endpoint, knownIds: KnownIds): fc.Arbitrary<string> {
  const known = endpoint.query
    ? valueOf(inputSchema(endpoint.query), { knownIds, hostileOneIn: 5 })
    : fc.constant({});
  const extra = fc.dictionary(
    fc.constantFrom('q', 'limit', 'x', 'sort[]', '__proto__'),
    hostileText,
    {
      maxKeys: 2,
    },
  );
  const encoded = fc
    .tuple(known, fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extra))
    .map(([values, more]) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...(more as object), ...(values as object) })) {
        params.append(key, wellFormed(asQueryText(value)));
      }
      return params.toString();
    });
  // Escapes no URLSearchParams would write: a raw NUL, a broken escape, an overlong UTF-8 NUL.
  const raw = fc.constantFrom('q=%00', 'q=%ZZ', 'q=%C0%80', 'limit=1e400', 'limit=-0', 'q[]=a&q=b');
  return fc.oneof({ weight: 6, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

function jsonBody(schema: z.ZodType, knownIds: KnownIds): fc.Arbitrary<FuzzRequest['body']> {
  const json = inputSchema(schema);
  const value = (hostileOneIn: number) =>
    valueOf(json, { knownIds, hostileOneIn }).map((v) => ({ kind: 'json' as const, value: v }));
  return fc.oneof(
    { weight: 3, arbitrary: value(0) },
    { weight: 6, arbitrary: value(6) },
    { weight: 1, arbitrary: hostileValue.map((v) => ({ kind: 'json' as const, value: v })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '\u0000', '{"x":"\\u0000"}', '[1,]', '{"a":1}{"a":2}', 'nul')
        .map((text) => ({ kind: 'raw' as const, text })),
    },
  );
}

/** A 1x1 PNG: the one file the upload accepts, so some uploads get through. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

function multipartBody(fieldsSchema: z.ZodObject, knownIds: KnownIds) {
  const fields = valueOf(inputSchema(fieldsSchema), { knownIds, hostileOneIn: 5 }).map((v) =>
    Object.fromEntries(
      Object.entries((v ?? {}) as Record<string, unknown>).map(([k, x]) => [k, asQueryText(x)]),
    ),
  );
  const file = fc.oneof(
    fc.constant(PNG),
    fc.constant(null),
    fc.uint8Array({ maxLength: 64 }),
    fc.constant(
      Uint8Array.from(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    ),
  );
  return fc.record({ fields, file }).map((b) => ({ kind: 'multipart' as const, ...b }));
}

function bodyOf(endpoint: Endpoint, knownIds: KnownIds): fc.Arbitrary<FuzzRequest['body']> {
  const { body } = endpoint;
  if (!body) return fc.constant({ kind: 'none' as const });
  if (body.type === 'multipart') {
    return fc.oneof(
      { weight: 4, arbitrary: multipartBody(body.schema, knownIds) },
      { weight: 1, arbitrary: jsonBody(body.schema, knownIds) },
    );
  }
  return jsonBody(body.schema, knownIds);
}

/** Requests to one endpoint: its path ids, query and body generated from its contract. */
export function requestsTo(
  endpoint: Endpoint,
  ids: {
    /** Every known id: for id fields of bodies and queries. */
    all: KnownIds;
    /** For each path parameter, the ids of its kind. */
    params: readonly KnownIds[];
    /** Ids that belong together, in parameter order (a product and one of its variants). */
    related: readonly (readonly string[])[];
  },
): fc.Arbitrary<FuzzRequest> {
  const { all: knownIds, related } = ids;
  const names = templateParams(endpoint.path);
  const fill = (values: readonly string[]) =>
    names.reduce((p, name, i) => p.replace(`{${name}}`, values[i]!), endpoint.path);
  const independent = fc.tuple(...names.map((_, i) => pathParam(ids.params[i] ?? []))).map(fill);
  const together = related.length
    ? fc.constantFrom(...related).map((ids) => fill(ids.map(encodeURIComponent)))
    : independent;
  const path = fc.oneof(independent, together);
  return fc.record({
    as: fc.oneof(
      { weight: 9, arbitrary: fc.constant('owner' as const) },
      fc.constant('staff' as const),
    ),
    path,
    query: queryString(endpoint, knownIds),
    body: bodyOf(endpoint, knownIds),
    fromCurrent:
      endpoint.method === 'PUT' ? fc.option(fc.nat(), { nil: null, freq: 2 }) : fc.constant(null),
  });
}
