import { z } from 'zod';
import { ENDPOINTS, templateParams, type Endpoint, type EndpointResponse } from './endpoints';
import { apiErrorSchema } from './errors';
import { API_BASE, REFRESH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './paths';
import { POLICIES } from './policies';

/**
 * The OpenAPI 3.1 document of the Admin API, made from the endpoint registry with zod's own
 * z.toJSONSchema: requests as their input side (what a client sends), answers as their output side.
 */

type JsonSchema = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema; the field keeps its type, the rule its prose.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** One parameter per property of a params or query object. */
function parameters(where: 'path' | 'query', schema: z.ZodObject, names?: string[]) {
  const json = schemaOf(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property], i) => ({
    // OpenAPI forbids two templates that differ only in parameter names: see pathKey.
    name: names?.[i] ?? name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    ...(names && names[i] !== name
      ? { description: `The ${name} (the path names it for another operation on it)` }
      : {}),
    schema: property,
  }));
}

const SECURITY: Record<Endpoint['auth'], Record<string, string[]>[]> = {
  none: [],
  'refresh-cookie': [{ refreshCookie: [] }],
  bearer: [{ bearerAuth: [] }],
};

/** The refusal every endpoint shares is one component, not a copy in each answer. */
const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

function response(r: EndpointResponse) {
  if (!r.schema) return { description: r.description };
  const type = r.contentType ?? 'application/json';
  const schema = r.schema === apiErrorSchema ? API_ERROR_REF : schemaOf(r.schema, 'output');
  return { description: r.description, content: { [type]: { schema } } };
}

function requestBody(e: Endpoint) {
  if (!e.body) return undefined;
  if (e.body.type === 'json') {
    return {
      required: true,
      content: { 'application/json': { schema: schemaOf(e.body.schema, 'input') } },
    };
  }
  const fields = schemaOf(e.body.schema, 'input') as { properties?: Record<string, unknown> };
  const files = Object.fromEntries(
    e.body.files.map((f) => [f, { type: 'string', contentMediaType: 'application/octet-stream' }]),
  );
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...fields.properties, ...files },
          required: [...e.body.files],
        },
      },
    },
  };
}

function operation(e: Endpoint, pathNames: string[]) {
  const policy = e.policy
    ? `Needs the \`${e.policy}\` policy (OWNER always has it).`
    : e.auth === 'bearer'
      ? 'Any signed-in account.'
      : 'Public.';
  const xsrf =
    e.method !== 'GET' && e.auth !== 'none'
      ? ` State-changing: send the ${XSRF_COOKIE} cookie's value in ${XSRF_HEADER}.`
      : '';
  return {
    operationId: e.id,
    summary: e.summary,
    description: [policy + xsrf, e.policyNote].filter(Boolean).join(' '),
    tags: [e.resource],
    security: SECURITY[e.auth],
    'x-policy': e.policy,
    parameters: [
      ...(e.params ? parameters('path', e.params, pathNames) : []),
      ...(e.query ? parameters('query', e.query) : []),
    ],
    ...(e.body ? { requestBody: requestBody(e) } : {}),
    responses: Object.fromEntries(
      Object.entries(e.responses).map(([status, r]) => [status, response(r)]),
    ),
  };
}

/**
 * The document's key for a path. Two templates with the same shape are one path to OpenAPI
 * (inventory/levels/{locationId} and inventory/levels/{inventoryId}): the first one seen names it.
 */
function pathKeys() {
  const byShape = new Map<string, string>();
  return (e: Endpoint) => {
    const shape = e.path.replace(/\{\w+\}/g, '{}');
    if (!byShape.has(shape)) byShape.set(shape, e.path);
    return byShape.get(shape)!;
  };
}

export function buildOpenApiDocument(endpoints: readonly Endpoint[] = ENDPOINTS): OpenApiDocument {
  const keyOf = pathKeys();
  const documented: OpenApiDocument['paths'] = {};
  for (const e of endpoints) {
    const key = keyOf(e);
    (documented[`/${key}`] ??= {})[e.method.toLowerCase()] = operation(e, templateParams(key));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shop Admin API',
      version: API_BASE.split('/').pop()!,
      description: [
        'The Admin API of the merchant back office. Sign in through the accounts service, which',
        'redirects back with a one-time `code`; POST it to auth/verify for an access token (send it',
        'as `Authorization: Bearer`) and the refresh and XSRF cookies. Money is in integer minor',
        'units, times in unix seconds. Every refusal answers `{ message, errors: [{ field, title }] }`.',
        `Policies: ${POLICIES.join(', ')}.`,
      ].join(' '),
    },
    servers: [{ url: API_BASE }],
    tags: [...new Set(endpoints.map((e) => e.resource))].map((name) => ({ name })),
    paths: documented,
    components: {
      schemas: { ApiError: schemaOf(apiErrorSchema, 'output') },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE },
      },
    },
  };
}
