import {
  publishThemeBodySchema,
  saveThemeBodySchema,
  storefrontPath,
  THEME_MESSAGES,
  THEME_PREVIEW_PARAM,
  themeIdParam,
  themeSettingsRules,
  toFieldErrors,
  type FieldError,
  type ThemeCustomize,
  type ThemeList,
  type ThemePreview,
  type ThemeSettings,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import type { Db } from '../db/db';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { sanitizeRichText } from '../http/rich-text';
import { validParams, validVersionedBody } from '../http/validate';
import {
  activateTheme,
  foreignUploadSrcs,
  getTheme,
  installThemes,
  listThemes,
  publishTheme,
  saveThemeDraft,
  themeReferences,
  themeSummary,
  type ThemeRow,
} from '../repos/themes';
import { themeDefinition, type ThemeDefinition } from '../storefront/catalog';
import { signPreviewToken } from '../storefront/preview-token';

const NOT_FOUND = 'Theme not found';

/** The ids of the settings of one type, with where they sit (`sections.<section>.<setting>`). */
function valuesOfType(def: ThemeDefinition, settings: ThemeSettings, type: string) {
  const out: { field: string; value: string }[] = [];
  for (const section of def.schema.sections)
    for (const setting of section.settings) {
      const value = settings.sections[section.id]?.[setting.id];
      if (setting.type === type && typeof value === 'string' && value !== '')
        out.push({ field: `settings.sections.${section.id}.${setting.id}`, value });
    }
  return out;
}

/**
 * The settings checked against the theme's schema (422 with each refused field), rich text sanitised,
 * and every image, collection and product they name one of this shop's.
 */
async function checkedSettings(
  tx: Db,
  shopId: string,
  def: ThemeDefinition,
  given: ThemeSettings,
): Promise<ThemeSettings> {
  const parsed = themeSettingsRules(def.schema).safeParse(given);
  if (!parsed.success)
    throw validationError(
      toFieldErrors(parsed.error).map((e) => ({ ...e, field: `settings.${e.field}` })),
    );
  const settings = parsed.data;
  for (const { field, value } of valuesOfType(def, settings, 'richtext')) {
    const [, , sectionId, settingId] = field.split('.') as [string, string, string, string];
    settings.sections[sectionId]![settingId] = sanitizeRichText(value);
  }
  const errors: FieldError[] = [];
  const images = valuesOfType(def, settings, 'image');
  const foreign = await foreignUploadSrcs(
    tx,
    shopId,
    images.map((i) => i.value),
  );
  for (const i of images)
    if (foreign.has(i.value)) errors.push({ field: i.field, title: THEME_MESSAGES.unknownImage });
  const collections = valuesOfType(def, settings, 'collection');
  const products = valuesOfType(def, settings, 'product');
  const found = await themeReferences(
    tx,
    shopId,
    collections.map((c) => c.value),
    products.map((p) => p.value),
  );
  for (const c of collections)
    if (!found.collections.some((f) => f.id === c.value))
      errors.push({ field: c.field, title: THEME_MESSAGES.unknownCollection });
  for (const p of products)
    if (!found.products.some((f) => f.id === p.value))
      errors.push({ field: p.field, title: THEME_MESSAGES.unknownProduct });
  if (errors.length) throw validationError(errors);
  return settings;
}

/** §7 Themes: the shop's themes, every call under the `theme` policy. */
export function themeRoutes({ db, clock, secret }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('theme'));

  const preview = (shopId: string, themeId: string): ThemePreview => {
    const grant = signPreviewToken(secret, shopId, themeId, nowSeconds(clock));
    const query = new URLSearchParams({ [THEME_PREVIEW_PARAM]: grant.token });
    return {
      url: `${storefrontPath(shopId)}?${query.toString()}`,
      token: grant.token,
      expires_at: grant.expiresAt,
    };
  };

  const definitionOf = (row: ThemeRow): ThemeDefinition => {
    const def = themeDefinition(row.handle);
    // A theme whose folder left the server cannot be customised or previewed.
    if (!def) throw notFound(NOT_FOUND);
    return def;
  };

  const customize = async (tx: Db, shopId: string, row: ThemeRow): Promise<ThemeCustomize> => {
    const def = definitionOf(row);
    const settings = row.draft_settings;
    return {
      theme: themeSummary(row),
      schema: def.schema,
      settings,
      published_settings: row.published_settings,
      references: await themeReferences(
        tx,
        shopId,
        valuesOfType(def, settings, 'collection').map((c) => c.value),
        valuesOfType(def, settings, 'product').map((p) => p.value),
      ),
      preview: preview(shopId, row.id),
    };
  };

  const list = async (tx: Db, shopId: string): Promise<ThemeList> => ({
    items: (await listThemes(tx, shopId)).map(themeSummary),
    storefront_url: storefrontPath(shopId),
  });

  /** The theme, every theme of the server installed first (a shop gets them on its first visit). */
  const load = async (tx: Db, shopId: string, themeId: string, forUpdate = false) => {
    await installThemes(tx, shopId, nowSeconds(clock));
    const row = await getTheme(tx, shopId, themeId, forUpdate);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  app.get('/', async (c) => {
    const { shopId } = c.get('auth');
    const body = await db.transaction(async (tx) => {
      await installThemes(tx, shopId, nowSeconds(clock));
      return list(tx, shopId);
    });
    return c.json(body);
  });

  app.get('/:themeId/customize', async (c) => {
    const { themeId } = validParams(c, themeIdParam);
    const { shopId } = c.get('auth');
    const body = await db.transaction(async (tx) =>
      customize(tx, shopId, await load(tx, shopId, themeId)),
    );
    return c.json(body);
  });

  app.post('/:themeId/activate', async (c) => {
    const { themeId } = validParams(c, themeIdParam);
    const { shopId } = c.get('auth');
    const body = await db.transaction(async (tx) => {
      const row = await load(tx, shopId, themeId, true);
      definitionOf(row);
      await activateTheme(tx, shopId, themeId, nowSeconds(clock));
      return list(tx, shopId);
    });
    return c.json(body);
  });

  app.post('/:themeId/preview', async (c) => {
    const { themeId } = validParams(c, themeIdParam);
    const { shopId } = c.get('auth');
    const row = await db.transaction((tx) => load(tx, shopId, themeId));
    definitionOf(row);
    return c.json(preview(shopId, row.id));
  });

  /** Save (draft only) or publish (draft and published): the same checks, the same 409 rule. */
  const write = (publish: boolean) =>
    app.post(publish ? '/:themeId/publish' : '/:themeId', async (c) => {
      const { themeId } = validParams(c, themeIdParam);
      const { settings: given, updated_at: version } = await validVersionedBody(
        c,
        publish ? publishThemeBodySchema : saveThemeBodySchema,
      );
      const { shopId } = c.get('auth');
      const body = await db.transaction(async (tx) => {
        const row = await load(tx, shopId, themeId, true);
        if (version !== row.updated_at) throw staleUpdate(await customize(tx, shopId, row));
        const settings = await checkedSettings(tx, shopId, definitionOf(row), given);
        const now = nowSeconds(clock);
        if (publish) await publishTheme(tx, shopId, themeId, settings, now);
        else await saveThemeDraft(tx, shopId, themeId, settings, now);
        return customize(tx, shopId, (await getTheme(tx, shopId, themeId))!);
      });
      return c.json(body);
    });
  write(true);
  write(false);

  return app;
}
