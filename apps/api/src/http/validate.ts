import { toFieldErrors } from '@shop/admin-api';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, validationError } from './errors';

/** Parse `data` with a contract schema; a failure is a 422 listing every refused field. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(toFieldErrors(result.error));
  return result.data;
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

export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseInput(schema, c.req.query());
}

export function validParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseInput(schema, c.req.param());
}
