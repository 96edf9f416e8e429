import {
  createDomainBodySchema,
  domainCheckBodySchema,
  domainCheckSchema,
  domainIdParam,
  domainListSchema,
  domainSchema,
  updateDomainBodySchema,
} from './domains';
import {
  endpoint,
  json,
  noContent,
  ok,
  refusal,
  staleResponse,
  template,
  type Endpoint,
} from './endpoints-model';
import { paths } from './paths';

const domain = { auth: 'bearer', policy: 'domain', resource: 'settings' } as const;

/** Settings › domain: the shop's own address, its custom domains and their DNS check. */
export const domainEndpoints: Endpoint[] = [
  endpoint({
    ...domain,
    id: 'listDomains',
    method: 'GET',
    path: paths.settingsDomains,
    summary: "The shop's own address on the platform and its custom domains",
    responses: { 200: ok(domainListSchema, 'Every domain of the shop') },
  }),
  endpoint({
    ...domain,
    id: 'createDomain',
    method: 'POST',
    path: paths.settingsDomains,
    summary: 'Connect a custom domain: it starts pending, with the DNS records to add',
    body: json(createDomainBodySchema),
    responses: { 201: ok(domainSchema, 'The new domain') },
  }),
  endpoint({
    ...domain,
    id: 'updateDomain',
    method: 'PUT',
    path: template(paths.settingsDomain('(id)')),
    summary:
      "Change a custom domain's host (its check starts again) or the shop's handle (its own address)",
    params: domainIdParam,
    body: json(updateDomainBodySchema),
    responses: {
      200: ok(domainSchema, 'The saved domain'),
      409: staleResponse(domainSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    ...domain,
    id: 'deleteDomain',
    method: 'DELETE',
    path: template(paths.settingsDomain('(id)')),
    summary:
      "Disconnect a custom domain; if it was primary, the shop's own address becomes primary",
    params: domainIdParam,
    responses: {
      204: noContent('Disconnected'),
      409: refusal("The shop's own address stays"),
    },
  }),
  endpoint({
    ...domain,
    id: 'makeDomainPrimary',
    method: 'POST',
    path: template(paths.settingsDomainPrimary('(id)')),
    summary: "Make a domain the storefront's address (a custom one must be verified)",
    params: domainIdParam,
    responses: {
      200: ok(domainListSchema, 'Every domain of the shop, the new primary marked'),
      409: refusal('The domain is not verified'),
    },
  }),
  endpoint({
    ...domain,
    id: 'refreshDomain',
    method: 'POST',
    path: template(paths.settingsDomainRefresh('(id)')),
    summary: "Look a custom domain's DNS records up now and keep what was found",
    params: domainIdParam,
    responses: { 200: ok(domainSchema, 'The domain with what the check found') },
  }),
  endpoint({
    ...domain,
    id: 'checkDomainHandle',
    method: 'POST',
    path: paths.settingsDomainCheck,
    summary: "Whether a handle is free for the shop's own address",
    body: json(domainCheckBodySchema),
    responses: { 200: ok(domainCheckSchema, 'Free or taken') },
  }),
];
