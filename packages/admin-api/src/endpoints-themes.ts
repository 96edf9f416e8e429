import {
  endpoint,
  json,
  ok,
  refusal,
  staleResponse,
  template,
  type Endpoint,
} from './endpoints-model';
import {
  publishThemeBodySchema,
  saveThemeBodySchema,
  themeCustomizeSchema,
  themeIdParam,
  themeListSchema,
  themePaths,
  themePreviewSchema,
} from './themes';

/** §7 Themes: the shop's themes, every call under `theme`. */
const themes = { auth: 'bearer', policy: 'theme', resource: 'themes' } as const;
const notFound = refusal('No such theme in this shop');
const settingsRule =
  'each value is checked against the theme’s schema; refusals name `settings.sections.<section>.<setting>`';

export const themeEndpoints: Endpoint[] = [
  endpoint({
    ...themes,
    id: 'listThemes',
    method: 'GET',
    path: themePaths.themes,
    summary: 'The shop’s themes (the live one first), and the storefront’s address',
    responses: { 200: ok(themeListSchema, 'The themes') },
  }),
  endpoint({
    ...themes,
    id: 'getThemeCustomize',
    method: 'GET',
    path: template(themePaths.themeCustomize('(themeId)')),
    summary:
      'A theme for the customize editor: its settings schema, draft and published settings, and a signed preview URL of the draft',
    params: themeIdParam,
    responses: { 200: ok(themeCustomizeSchema, 'The theme'), 404: notFound },
  }),
  endpoint({
    ...themes,
    id: 'activateTheme',
    method: 'POST',
    path: template(themePaths.themeActivate('(themeId)')),
    summary: 'Make the theme the live one: the storefront shows its published settings',
    params: themeIdParam,
    responses: { 200: ok(themeListSchema, 'The themes, this one live'), 404: notFound },
  }),
  endpoint({
    ...themes,
    id: 'saveThemeDraft',
    method: 'POST',
    path: template(themePaths.theme('(themeId)')),
    summary: `Save the theme’s draft settings (${settingsRule}); the storefront is unchanged`,
    params: themeIdParam,
    body: json(saveThemeBodySchema),
    responses: {
      200: ok(themeCustomizeSchema, 'The theme as saved'),
      404: notFound,
      409: staleResponse(themeCustomizeSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    ...themes,
    id: 'publishTheme',
    method: 'POST',
    path: template(themePaths.themePublish('(themeId)')),
    summary: `Publish: the settings become the draft and the published settings (${settingsRule})`,
    params: themeIdParam,
    body: json(publishThemeBodySchema),
    responses: {
      200: ok(themeCustomizeSchema, 'The theme as published'),
      404: notFound,
      409: staleResponse(themeCustomizeSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    ...themes,
    id: 'createThemePreview',
    method: 'POST',
    path: template(themePaths.themePreview('(themeId)')),
    summary: 'A fresh signed preview URL of the theme’s draft (short-lived)',
    params: themeIdParam,
    responses: { 200: ok(themePreviewSchema, 'The preview'), 404: notFound },
  }),
];
