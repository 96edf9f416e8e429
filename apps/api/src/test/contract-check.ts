import { API_BASE, apiErrorSchema } from '@shop/admin-api';
import { findEndpoint } from '@shop/admin-api/endpoints';
import { z } from 'zod';

/**
 * Every answer an API test receives is checked against the contract (the endpoint registry): its
 * status must be one the endpoint documents, and its body must match that status's schema exactly,
 * with no field the schema does not name. A server that drifts from the published contract fails the
 * test that saw it, with the endpoint, the status and each difference in the message.
 */

/** The answer no endpoint lists, as none should ever give it: a bug (its tests say so themselves). */
const INTERNAL_ERROR = 500;
/** A 500 names the log entry that holds the details (never the details themselves). */
const serverFailureSchema = apiErrorSchema.extend({ error_id: z.string().optional() });

export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

/** Keys the parse dropped: fields in the answer that the schema does not describe. */
function strayKeys(input: unknown, output: unknown, at: string[] = []): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, i) => strayKeys(item, output[i], [...at, String(i)]));
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.keys(input).flatMap((key) =>
    key in output
      ? strayKeys(input[key], output[key], [...at, key])
      : [`${[...at, key].join('.')}: not in the contract`],
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function problems(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (!result.success) {
    return result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
  }
  return strayKeys(body, result.data);
}

async function readBody(res: Response): Promise<{ text: string; json?: unknown }> {
  const text = await res.clone().text();
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return { text };
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return { text };
  }
}

/**
 * Throws ContractMismatch when `res`, the answer to `method url`, is not what the contract says.
 * `url` is the request's path (with API_BASE, query allowed); answers outside the API pass unchecked.
 */
export async function checkAgainstContract(
  method: string,
  url: string,
  res: Response,
): Promise<void> {
  // The path the server sees: a request URL loses its dot segments (`orders/./x` is `orders/x`).
  const { pathname } = new URL(url, 'http://localhost');
  if (!pathname.startsWith(`${API_BASE}/`)) return;
  const path = pathname.slice(API_BASE.length + 1);
  const endpoint = findEndpoint(method, path);
  const name = endpoint ? `${endpoint.method} ${endpoint.path}` : `${method} ${path}`;
  const fail = (what: string) => {
    throw new ContractMismatch(`Contract: ${name} answered ${res.status}: ${what}`);
  };
  const body = await readBody(res);

  const documented = endpoint?.responses[res.status];
  if (!documented) {
    // No such endpoint: the server's refusal (404 No route, or 401/403 of a guarded prefix).
    if (endpoint && res.status !== INTERNAL_ERROR) {
      fail(
        `a status the contract does not list (it lists ${Object.keys(endpoint.responses).join(', ')})`,
      );
    }
    if (res.status < 400) fail('success for an endpoint the contract does not have');
    const schema = res.status >= 500 ? serverFailureSchema : apiErrorSchema;
    const found = problems(schema, body.json);
    if (body.json === undefined || found.length) fail(`not an error body\n  ${found.join('\n  ')}`);
    return;
  }
  if (documented.schema === null) {
    if (body.text !== '') fail(`a body where the contract says none: ${body.text.slice(0, 200)}`);
    return;
  }
  const contentType = documented.contentType ?? 'application/json';
  if (!(res.headers.get('content-type') ?? '').startsWith(contentType)) {
    fail(`content type ${res.headers.get('content-type')}, the contract says ${contentType}`);
  }
  const found = problems(
    documented.schema,
    contentType === 'application/json' ? body.json : body.text,
  );
  if (found.length) fail(`a body the contract refuses:\n  ${found.join('\n  ')}`);
}
