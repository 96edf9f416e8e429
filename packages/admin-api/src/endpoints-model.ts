import type { z } from 'zod';
import { apiErrorSchema } from './errors';
import type { Policy } from './policies';

/**
 * The shape of one Admin API endpoint in the registry (endpoints.ts), and the builders the resource
 * files describe their endpoints with. The registry is what the OpenAPI document, the reference page,
 * the API test helper's response check and the fuzz test are all made from, so they cannot drift apart.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `bearer`: an access token in `Authorization: Bearer`. `refresh-cookie`: the HttpOnly refresh cookie
 * (auth/refresh-token, auth/logout). `none`: nothing (auth/verify, the contract itself).
 */
export type EndpointAuth = 'none' | 'refresh-cookie' | 'bearer';

export interface EndpointResponse {
  description: string;
  /** null: no body (204). */
  schema: z.ZodType | null;
  /** Default application/json. */
  contentType?: 'application/json' | 'text/html';
}

export type EndpointBody =
  | { type: 'json'; schema: z.ZodType }
  /** multipart/form-data: the text fields in `schema`, plus the named file fields. */
  | { type: 'multipart'; schema: z.ZodObject; files: readonly string[] };

export interface Endpoint {
  /** Unique, camelCase: the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Relative to API_BASE, `{name}` for each path parameter, e.g. `customers/{id}`. */
  path: string;
  /** What the reference groups it under (the first segment of its path). */
  resource: string;
  summary: string;
  auth: EndpointAuth;
  /** The policy a STAFF account needs (OWNER always passes); null: any signed-in user. */
  policy: Policy | null;
  /** When the policy depends on the request, how (PUT shop). */
  policyNote?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: EndpointBody;
  /** Every status the endpoint answers with, success first. */
  responses: Readonly<Record<number, EndpointResponse>>;
}

/**
 * A path built by a `paths` function, with `(name)` given for each parameter, as a template:
 * `template(paths.customer('(id)'))` is `customers/{id}`. Parentheses survive encodeURIComponent, so
 * the template comes from the very function the app calls.
 */
export function template(path: string): string {
  return path.replace(/\((\w+)\)/g, '{$1}');
}

/** The parameter names of a template, in order. */
export function templateParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

const error = (description: string): EndpointResponse => ({ description, schema: apiErrorSchema });

/** 409 of an optimistic-lock refusal: `current` is the record as someone else saved it. */
export function staleResponse(current: z.ZodType, also = ''): EndpointResponse {
  return {
    description: `Someone saved in between: \`current\` holds their version${also}`,
    schema: apiErrorSchema.extend({ current }),
  };
}

export const json = (schema: z.ZodType) => ({ type: 'json', schema }) as const;

/** The answers every endpoint of its kind gives besides its own, by what it takes and needs. */
function commonResponses(e: Omit<Endpoint, 'responses'>): Record<number, EndpointResponse> {
  const out: Record<number, EndpointResponse> = {};
  const stateChanging = e.method !== 'GET';
  if (e.body?.type === 'json') out[400] = error('The body is not JSON');
  if (e.auth === 'bearer') out[401] = error('No valid access token');
  const forbidden = [
    e.policy && `the account lacks the "${e.policy}" policy`,
    stateChanging && e.auth !== 'none' && 'the XSRF header does not match the XSRF-TOKEN cookie',
  ].filter(Boolean);
  if (forbidden.length) out[403] = error(`Refused: ${forbidden.join(', or ')}`);
  if (e.params) out[404] = error('No such record in this shop');
  if (e.body) out[413] = error('The body is larger than the API accepts');
  if (e.params || e.query || e.body) {
    out[422] = error('The input was refused: `errors` lists each field with its message');
  }
  out[503] = error('The server is at capacity: try again after `Retry-After` seconds');
  return out;
}

/**
 * One endpoint: its own responses over the common ones (an endpoint may say more about a status,
 * e.g. what its 404 means).
 */
export function endpoint(
  e: Omit<Endpoint, 'responses'> & { responses: Record<number, EndpointResponse> },
): Endpoint {
  const responses = { ...commonResponses(e), ...e.responses };
  const sorted = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
  );
  return { ...e, responses: sorted };
}

export const ok = (schema: z.ZodType, description: string): EndpointResponse => ({
  description,
  schema,
});
export const noContent = (description: string): EndpointResponse => ({
  description,
  schema: null,
});
export const refusal = error;
