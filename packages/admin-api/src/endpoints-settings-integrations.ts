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
import { appStoreTokenSchema } from './settings-app-store';
import {
  anyIntegrationBodySchema,
  integrationListSchema,
  integrationParam,
  integrationSchema,
} from './settings-integrations';

const integration = { auth: 'bearer', policy: 'integration', resource: 'settings' } as const;

/** Settings › integrations (Google Analytics, Tag Manager, Meta and TikTok pixels) and the app store. */
export const integrationEndpoints: Endpoint[] = [
  endpoint({
    ...integration,
    id: 'listIntegrations',
    method: 'GET',
    path: paths.settingsIntegrations,
    summary:
      'Every integration with its value and status, keyed google-analytics, google-tag-manager, facebook-pixel (the meta pixel) and tiktok-pixel',
    responses: { 200: ok(integrationListSchema, 'Every integration') },
  }),
  endpoint({
    ...integration,
    id: 'getIntegration',
    method: 'GET',
    path: template(paths.settingsIntegration('(name)')),
    summary: 'One integration, by the name of its page (the meta pixel is meta-pixel here)',
    params: integrationParam,
    responses: {
      200: ok(integrationSchema, 'The integration'),
      404: refusal('No integration of that name'),
    },
  }),
  endpoint({
    ...integration,
    id: 'updateIntegration',
    method: 'PUT',
    path: template(paths.settingsIntegration('(name)')),
    summary:
      'Save the value (trimmed; at least 3 characters except for the meta pixel) and the status',
    params: integrationParam,
    body: json(anyIntegrationBodySchema),
    responses: {
      200: ok(integrationSchema, 'The saved integration'),
      404: refusal('No integration of that name'),
      409: staleResponse(integrationSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    auth: 'bearer',
    policy: 'app',
    resource: 'settings',
    id: 'generateAppStoreToken',
    method: 'GET',
    path: paths.settingsAppStoreToken,
    summary:
      'A short-lived token (HS256 JWT) for the automation widget: the account, the shop, its scope and expiry',
    responses: { 200: ok(appStoreTokenSchema, 'The token and when it expires') },
  }),
];
