import fc from 'fast-check';

/**
 * Values for the fuzz test, from the JSON Schema zod gives for a request schema (z.toJSONSchema, input
 * side): values of the right shape, and hostile ones (NUL, huge, deep, odd unicode, wrong types)
 * mixed in at any depth. Refinements have no JSON Schema, so "right shape" is not always valid: the
 * server's refusals of those are part of what is tested.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Ids of records that exist, so some requests get past "not found" into the real work. */
export type KnownIds = readonly string[];

const nest = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uFEFF',
  '\u202Eevil',
  '👩‍👩‍👧‍👦',
  'İıß',
  '\uD800',
  '\uDFFF\uD800',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\\',
  '%',
  '%ZZ',
  '\r\n\t',
];

/** A text that no schema expects: control characters, NUL, surrogates, scripts, sizes. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(2_000, 70_000, 400_000).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 5_000 }).map((n) => '\u00e9'.repeat(n)),
);

/** Any JSON value of the wrong kind, or hostile text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    [],
    {},
    [null],
    JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
  ),
  fc.integer({ min: 20, max: 3_000 }).map(nest),
  fc.jsonValue({ maxDepth: 3 }),
);

function stringOf(schema: JsonSchema, knownIds: KnownIds, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const options: fc.Arbitrary<string>[] = [];
  if (schema.format === 'email') options.push(fc.emailAddress());
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern JavaScript cannot compile: plain strings still reach the server's check.
    }
  }
  if (options.length === 0) options.push(fc.string({ minLength, maxLength }));
  // A field named like an id gets ids of records that exist, half of the time.
  if (knownIds.length && /(^|_)ids?$|Id$/.test(name)) options.push(fc.constantFrom(...knownIds));
  return fc.oneof(...options);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e12, -1e12);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1e12, 1e12);
  const near = fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 2_000_000_000) });
  const anywhere = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(near, anywhere);
}

export interface ValueOptions {
  knownIds: KnownIds;
  /** How often (1 in n) a node is replaced by a hostile value; 0: never. */
  hostileOneIn: number;
}

/** Values of the schema's shape, with hostile ones mixed in at any depth (see ValueOptions). */
export function valueOf(
  schema: JsonSchema,
  options: ValueOptions,
  name = '',
): fc.Arbitrary<unknown> {
  const shaped = shapedValueOf(schema, options, name);
  if (!options.hostileOneIn) return shaped;
  return fc.oneof(
    { weight: options.hostileOneIn - 1, arbitrary: shaped },
    { weight: 1, arbitrary: hostileValue },
  );
}

function shapedValueOf(
  schema: JsonSchema,
  options: ValueOptions,
  name: string,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueOf(s, options, name)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => shapedValueOf({ ...schema, type }, options, name)));
  }
  switch (types[0]) {
    case 'string':
      return stringOf(schema, options.knownIds, name);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, options, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object':
      return objectOf(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, options: ValueOptions): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, valueOf(s, options, key)]),
  );
  const record = fc.record(model, { requiredKeys: schema.required ?? [] });
  if (typeof schema.additionalProperties !== 'object') return record;
  const extra = fc.dictionary(
    fc.string({ maxLength: 10 }),
    valueOf(schema.additionalProperties, options),
    { maxKeys: 3 },
  );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}
