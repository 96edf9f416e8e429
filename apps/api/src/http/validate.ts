import { toFieldErrors } from '@shop/admin-api';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, notFound, validationError, versionRequired } from './errors';
import { refusedText } from './input-text';

/** Text PostgreSQL cannot take (see input-text.ts) is refused for every input alike, first. */
function refuseText(data: unknown): void {
  const refused = refusedText(data);
  if (refused.length) throw validationError(refused);
}

function parseChecked<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(toFieldErrors(result.error));
  return result.data;
}

/** Parse `data` with a contract schema; a failure is a 422 listing every refused field. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  refuseText(data);
  return parseChecked(schema, data);
}

/** The JSON body; an empty body counts as `{}` so a missing body yields per-field errors. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
}

export async function validBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readJson(c));
}

const saysVersion = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { updated_at?: unknown }).updated_at !== undefined;

/**
 * The body of an update to a versioned record (one whose schema has `updated_at: recordVersion`):
 * one that does not say which version it edits is refused with 428 Precondition Required, so no
 * client overwrites a save it never saw. The route compares the version with the record's.
 */
export async function validVersionedBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  const body = await readJson(c);
  refuseText(body);
  if (!saysVersion(body)) throw versionRequired();
  return parseChecked(schema, body);
}

export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseInput(schema, c.req.query());
}

/** Path ids; one no record can have (a NUL in it, say) is simply not found. */
export function validParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const params = c.req.param();
  if (refusedText(params).length) throw notFound();
  return parseInput(schema, params);
}
