import { createHash } from 'node:crypto';
import type { OpenApiDocument } from '@shop/admin-api/openapi';
import { contractPaths } from '@shop/admin-api/endpoints';
import { escapeHtml } from '../http/html';

/**
 * The API reference for people who write other clients: the OpenAPI document as one static HTML
 * page, endpoints grouped by resource. Our own few lines rather than a third-party renderer: no
 * script at all, every text escaped, one inline stylesheet allowed by its hash.
 */

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1c2024;background:#fff}
header,main,nav{max-inline-size:72rem;margin-inline:auto;padding-inline:1.5rem}
h1{margin-block:1.5rem .5rem}h2{margin-block-start:2.5rem;border-block-end:1px solid #d9d9e0}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}
article{border:1px solid #e0e1e6;border-radius:8px;padding:.5rem 1rem;margin-block:1rem}
h3{font-size:1rem;margin-block:.5rem}
code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f9f9fb;padding:.5rem;overflow-x:auto;max-block-size:24rem}
.method{display:inline-block;min-inline-size:4.5rem;font-weight:700}
table{border-collapse:collapse;inline-size:100%}
td,th{text-align:start;vertical-align:top;padding:.25rem .5rem;border-block-end:1px solid #eee}
`;

/** The Content-Security-Policy of the page: nothing but its own stylesheet. */
export const REFERENCE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const e = escapeHtml;
const pretty = (value: unknown) => `<pre>${e(JSON.stringify(value, null, 2))}</pre>`;

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: unknown;
}
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

function parametersTable(parameters: Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${e(p.name)}</code>${p.required ? ' (required)' : ''}</td><td>${e(p.in)}</td>` +
        `<td>${p.description ? `${e(p.description)} ` : ''}<code>${e(JSON.stringify(p.schema))}</code></td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function bodySection(body: Operation['requestBody']): string {
  if (!body) return '';
  return Object.entries(body.content)
    .map(
      ([type, { schema }]) =>
        `<h4>Body (<code>${e(type)}</code>)</h4><details><summary>Schema</summary>${pretty(schema)}</details>`,
    )
    .join('');
}

function responsesTable(responses: Operation['responses']): string {
  const rows = Object.entries(responses)
    .map(([status, r]) => {
      const content = Object.entries(r.content ?? {})
        .map(
          ([type, { schema }]) =>
            `<details><summary><code>${e(type)}</code></summary>${pretty(schema)}</details>`,
        )
        .join('');
      return `<tr><td><code>${e(status)}</code></td><td>${e(r.description)}${content}</td></tr>`;
    })
    .join('');
  return `<h4>Responses</h4><table><tbody>${rows}</tbody></table>`;
}

function operationArticle(base: string, path: string, method: string, op: Operation): string {
  return [
    `<article id="${e(op.operationId)}">`,
    `<h3><code class="method">${e(method.toUpperCase())}</code> <code>${e(base + path)}</code></h3>`,
    `<p>${e(op.summary)}</p><p>${e(op.description)}</p>`,
    parametersTable(op.parameters),
    bodySection(op.requestBody),
    responsesTable(op.responses),
    '</article>',
  ].join('');
}

export function renderReferencePage(doc: OpenApiDocument): string {
  const base = doc.servers[0]?.url ?? '';
  const byTag = new Map<string, string[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationArticle(base, path, method, op));
    }
  }
  const nav = [...byTag.keys()]
    .map((tag) => `<li><a href="#${e(tag)}">${e(tag)}</a></li>`)
    .join('');
  const sections = [...byTag]
    .map(([tag, ops]) => `<section id="${e(tag)}"><h2>${e(tag)}</h2>${ops.join('')}</section>`)
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(doc.info.title)} reference</title><style>${STYLE}</style></head><body>`,
    `<header><h1>${e(doc.info.title)} <small>${e(doc.info.version)}</small></h1>`,
    `<p>${e(doc.info.description)}</p>`,
    `<p>The same as OpenAPI 3.1: <a href="${e(`${base}/${contractPaths.openapi}`)}">${e(contractPaths.openapi)}</a></p></header>`,
    `<nav aria-label="Resources"><ul>${nav}</ul></nav><main>${sections}</main></body></html>`,
  ].join('');
}
