import {
  endpoint,
  json,
  ok,
  refusal,
  staleResponse,
  template,
  type Endpoint,
} from './endpoints-model';
import { paths } from './paths';
import {
  shopPolicyListSchema,
  shopPolicyParam,
  shopPolicySchema,
  shopPolicyTemplateQuerySchema,
  shopPolicyTemplateSchema,
  updateShopPolicyBodySchema,
} from './shop-policies';

const policy = { auth: 'bearer', policy: 'policy', resource: 'settings' } as const;

/** Settings › policies: refund, privacy, terms of service, shipping and contact. */
export const shopPolicyEndpoints: Endpoint[] = [
  endpoint({
    ...policy,
    id: 'listShopPolicies',
    method: 'GET',
    path: paths.settingsPolicies,
    summary: "The shop's policies, one of each kind",
    responses: { 200: ok(shopPolicyListSchema, 'Every policy') },
  }),
  endpoint({
    ...policy,
    id: 'updateShopPolicy',
    method: 'PUT',
    path: template(paths.settingsPolicy('(kind)')),
    summary: 'Save one policy (rich text, reduced to the allowed markup)',
    params: shopPolicyParam,
    body: json(updateShopPolicyBodySchema),
    responses: {
      200: ok(shopPolicySchema, 'The saved policy'),
      404: refusal('No policy of that kind'),
      409: staleResponse(shopPolicySchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    ...policy,
    id: 'getShopPolicyTemplate',
    method: 'GET',
    path: template(paths.settingsPolicyTemplate('(kind)')),
    summary: "A policy's template in a language, the shop's name and e-mail filled in",
    params: shopPolicyParam,
    query: shopPolicyTemplateQuerySchema,
    responses: {
      200: ok(shopPolicyTemplateSchema, 'The template'),
      404: refusal('No policy of that kind'),
    },
  }),
];
