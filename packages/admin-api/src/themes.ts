import { z } from 'zod';
import { idSchema, recordVersion, unixSeconds } from './common';
import { ownUploadSrcSchema } from './uploads';
import { THEME_MESSAGES } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { THEME_MESSAGES } from './messages';

/*
 * Online store themes (§2 Online store, §4 Theme, §7 Themes; policy `theme`).
 *
 * A theme is a set of Liquid templates in the server's repository (apps/api/src/storefront/themes/
 * <handle>/) with a settings schema: sections of typed settings. A shop has a row per installed theme
 * with two copies of the values of that schema: the draft (what Save writes, what the customize
 * editor and a preview show) and the published settings (what Publish copies the draft to, what
 * the storefront shows while the theme is live). Exactly one theme of a shop is live (activate).
 *
 * The storefront of a shop lives on the API's origin at `/store/<shop id>/` (storefrontPath): the
 * sidebar's preview link opens `storefrontPath(shop.id)`; a preview of a draft adds
 * `?preview=<token>`, a short-lived token signed by the server for one theme of one shop
 * (the customize payload and POST themes/{id}/preview give one).
 */

/** Where a theme's text for people (names, labels) comes in each language of the admin. */
export const localizedTextSchema = z.object({ en: z.string().min(1), az: z.string().min(1) });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** §7 Themes: the types a setting may have (the customize form has a field for each). */
export const THEME_SETTING_TYPES = [
  'text',
  'richtext',
  'color',
  'image',
  'select',
  'checkbox',
  'range',
  'font',
  'link',
  'collection',
  'product',
] as const;
export type ThemeSettingType = (typeof THEME_SETTING_TYPES)[number];

/**
 * The typefaces a font setting offers. No web font is fetched (the storefront's CSP loads nothing
 * from elsewhere): each is a stack of fonts the visitor's system has. THEME_FONT_STACKS gives the CSS.
 */
export const THEME_FONTS = ['system', 'humanist', 'geometric', 'serif', 'slab', 'mono'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];
export const THEME_FONT_STACKS: Record<ThemeFont, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist:
    'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  slab: 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", "Sitka Small", serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
};

/** Bounds of setting values (the server refuses more). */
export const THEME_TEXT_MAX = 500;
export const THEME_RICHTEXT_MAX = 20_000;
export const THEME_LINK_MAX = 2_000;

/** A colour as the colour field gives it: #rrggbb, lower-cased. */
export const THEME_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** Setting and section ids: what a template names them by (`section.settings.heading`). */
export const themeKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/);

const settingBase = {
  id: themeKeySchema,
  label: localizedTextSchema,
  /** A hint under the field. */
  info: localizedTextSchema.optional(),
};

/** One typed setting of the schema, with its default value. */
export const themeSettingSchema = z.discriminatedUnion('type', [
  z.object({
    ...settingBase,
    type: z.literal('text'),
    default: z.string(),
    /** A textarea rather than one line. */
    multiline: z.boolean().optional(),
    max_length: z.number().int().min(1).max(THEME_TEXT_MAX).optional(),
  }),
  /** Rich text: the products' markup (RICH_TEXT_TAGS), sanitised by the server when saved. */
  z.object({ ...settingBase, type: z.literal('richtext'), default: z.string() }),
  z.object({
    ...settingBase,
    type: z.literal('color'),
    default: z.string().regex(THEME_COLOR_PATTERN),
  }),
  /** An image uploaded with `kind: theme` (5 MB, §5): its src, or null. */
  z.object({ ...settingBase, type: z.literal('image'), default: z.null() }),
  z.object({
    ...settingBase,
    type: z.literal('select'),
    options: z.array(z.object({ value: z.string().min(1), label: localizedTextSchema })).min(1),
    default: z.string(),
  }),
  z.object({ ...settingBase, type: z.literal('checkbox'), default: z.boolean() }),
  z.object({
    ...settingBase,
    type: z.literal('range'),
    min: z.number(),
    max: z.number(),
    step: z.number().positive(),
    /** Shown after the value, e.g. `px`. */
    unit: z.string().max(8).optional(),
    default: z.number(),
  }),
  z.object({ ...settingBase, type: z.literal('font'), default: z.enum(THEME_FONTS) }),
  /** A URL (http/https) or an absolute path (§5), or empty for none. */
  z.object({ ...settingBase, type: z.literal('link'), default: z.string() }),
  /** A collection of the shop by id, or null. */
  z.object({ ...settingBase, type: z.literal('collection'), default: z.null() }),
  /** A product of the shop by id, or null. */
  z.object({ ...settingBase, type: z.literal('product'), default: z.null() }),
]);
export type ThemeSetting = z.infer<typeof themeSettingSchema>;

/**
 * Where a section belongs: `global` sections (colours, typography, header, footer) shape every
 * page and keep their place in the form; `home` sections are the home page's blocks, rendered in
 * the order `section_order` gives (the customize editor reorders them by drag and by keyboard).
 */
export const THEME_SECTION_PLACEMENTS = ['global', 'home'] as const;
export type ThemeSectionPlacement = (typeof THEME_SECTION_PLACEMENTS)[number];

export const themeSectionSchema = z.object({
  id: themeKeySchema,
  name: localizedTextSchema,
  placement: z.enum(THEME_SECTION_PLACEMENTS),
  settings: z.array(themeSettingSchema),
});
export type ThemeSection = z.infer<typeof themeSectionSchema>;

/** A theme's settings schema (its schema.json): the sections of the customize form, in order. */
export const themeSchemaSchema = z.object({ sections: z.array(themeSectionSchema).min(1) });
export type ThemeSchema = z.infer<typeof themeSchemaSchema>;

/** One setting's value: text, rich text, colour, select, font, link: string; range: number; etc. */
export const themeSettingValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ThemeSettingValue = z.infer<typeof themeSettingValueSchema>;

/**
 * The values of a schema: `sections[sectionId][settingId]`, and the order of the home sections
 * (every `home` section's id once). The shape any theme's values have; saveThemeBodySchema checks
 * only this shape, the server checks each value against the theme's own schema (checkThemeSettings
 * gives the same rules to a form).
 */
export const themeSettingsSchema = z.object({
  section_order: z.array(themeKeySchema).max(100),
  sections: z.record(themeKeySchema, z.record(themeKeySchema, themeSettingValueSchema)),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** The values a theme starts with: every default, the home sections in the schema's order. */
export function defaultThemeSettings(schema: ThemeSchema): ThemeSettings {
  return {
    section_order: schema.sections.filter((s) => s.placement === 'home').map((s) => s.id),
    sections: Object.fromEntries(
      schema.sections.map((s) => [
        s.id,
        Object.fromEntries(s.settings.map((x) => [x.id, x.default])),
      ]),
    ),
  };
}

/** §5 URL or absolute path: http(s)://host/…, or /path (not //host). Empty: no link. */
export const THEME_LINK_PATTERN = /^(?:https?:\/\/[^\s/$.?#][^\s]*|\/(?!\/)[^\s]*)?$/i;

/** The rule of one setting's value, as a zod schema (shared by the server and the form). */
export function themeSettingRule(setting: ThemeSetting): z.ZodType<ThemeSettingValue> {
  switch (setting.type) {
    case 'text':
      return z.string().max(setting.max_length ?? THEME_TEXT_MAX, {
        message: `At most ${setting.max_length ?? THEME_TEXT_MAX} characters`,
      });
    case 'richtext':
      return z.string().max(THEME_RICHTEXT_MAX, `At most ${THEME_RICHTEXT_MAX} characters`);
    case 'color':
      return z.string().trim().toLowerCase().regex(THEME_COLOR_PATTERN, THEME_MESSAGES.color);
    case 'image':
      return ownUploadSrcSchema.nullable();
    case 'select':
      return z
        .string()
        .refine((v) => setting.options.some((o) => o.value === v), THEME_MESSAGES.option);
    case 'checkbox':
      return z.boolean();
    case 'range':
      return z
        .number()
        .min(setting.min, THEME_MESSAGES.range)
        .max(setting.max, THEME_MESSAGES.range);
    case 'font':
      return z.enum(THEME_FONTS, THEME_MESSAGES.option);
    case 'link':
      return z
        .string()
        .trim()
        .max(THEME_LINK_MAX, `At most ${THEME_LINK_MAX} characters`)
        .regex(THEME_LINK_PATTERN, THEME_MESSAGES.link);
    case 'collection':
    case 'product':
      return idSchema.nullable();
  }
}

/**
 * The values checked against a theme's schema: each setting by its rule (a missing one takes its
 * default), no unknown section or setting, every home section once in `section_order`. Messages sit
 * at `sections.<section>.<setting>` (and `section_order`); the server prefixes them with `settings.`.
 */
export function themeSettingsRules(schema: ThemeSchema) {
  const home = schema.sections.filter((s) => s.placement === 'home').map((s) => s.id);
  const known = new Map(schema.sections.map((s) => [s.id, s]));
  // One transform does every check, so a form learns every refused field at once (a refinement
  // before it would stop at its own issues).
  return themeSettingsSchema.transform((value, ctx): ThemeSettings => {
    const issue = (path: string[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    for (const [sectionId, values] of Object.entries(value.sections)) {
      const section = known.get(sectionId);
      if (!section) {
        issue(['sections', sectionId], THEME_MESSAGES.unknownSection);
        continue;
      }
      for (const settingId of Object.keys(values))
        if (!section.settings.some((s) => s.id === settingId))
          issue(['sections', sectionId, settingId], THEME_MESSAGES.unknownSetting);
    }
    const order = value.section_order;
    if (
      order.length !== home.length ||
      new Set(order).size !== order.length ||
      !order.every((id) => home.includes(id))
    )
      issue(['section_order'], THEME_MESSAGES.sectionOrder);
    const sections: ThemeSettings['sections'] = {};
    for (const section of schema.sections) {
      const given = Object.hasOwn(value.sections, section.id) ? value.sections[section.id]! : {};
      const out: Record<string, ThemeSettingValue> = {};
      for (const setting of section.settings) {
        const raw = Object.hasOwn(given, setting.id) ? given[setting.id] : setting.default;
        const checked = themeSettingRule(setting).safeParse(raw);
        if (checked.success) out[setting.id] = checked.data;
        else
          for (const problem of checked.error.issues)
            issue(
              ['sections', section.id, setting.id, ...problem.path.map(String)],
              problem.message,
            );
      }
      sections[section.id] = out;
    }
    return { section_order: value.section_order, sections };
  });
}

/** A theme as the themes list shows it (GET themes). */
export const themeSummarySchema = z.object({
  id: idSchema,
  /** The template folder it renders with (e.g. `dawn`). */
  handle: z.string(),
  name: z.string(),
  version: z.string(),
  /** A picture of the theme (a static file the server serves: an absolute path on its origin). */
  preview_image: z.string(),
  /** The theme the storefront shows. Exactly one theme of a shop is live. */
  live: z.boolean(),
  /** The draft differs from the published settings (unpublished changes). */
  has_unpublished_changes: z.boolean(),
  /** Last publish; null: never published since it was installed. */
  published_at: unixSeconds.nullable(),
  created_at: unixSeconds,
  /** Last save (draft, publish or activation): the version a save or publish must send. */
  updated_at: unixSeconds,
});
export type ThemeSummary = z.infer<typeof themeSummarySchema>;

/** GET themes: the shop's themes, the live one first, then by name. */
export const themeListSchema = z.object({
  items: z.array(themeSummarySchema),
  /** The shop's storefront (storefrontPath(shop id)): what the sidebar's preview link opens. */
  storefront_url: z.string(),
});
export type ThemeList = z.infer<typeof themeListSchema>;

/**
 * A signed preview of a theme's draft: `url` opens the storefront showing this theme's draft
 * settings (even when it is not live), for anyone who has the link until `expires_at`
 * (THEME_PREVIEW_TTL_SECONDS after it was made). Links inside the preview keep the token.
 */
export const themePreviewSchema = z.object({
  url: z.string(),
  token: z.string(),
  expires_at: unixSeconds,
});
export type ThemePreview = z.infer<typeof themePreviewSchema>;
export const THEME_PREVIEW_TTL_SECONDS = 30 * 60;
/** The query parameter of the storefront that carries a preview token. */
export const THEME_PREVIEW_PARAM = 'preview';

/** A collection or product a setting names, with its title, so a picker can show it. */
export const themeReferenceSchema = z.object({ id: idSchema, title: z.string() });

/** GET themes/{id}/customize, and the answer of save and publish. */
export const themeCustomizeSchema = z.object({
  theme: themeSummarySchema,
  schema: themeSchemaSchema,
  /** The draft: what the form edits and the preview shows. */
  settings: themeSettingsSchema,
  /** What the storefront shows while the theme is live. */
  published_settings: themeSettingsSchema,
  /** The collections and products the draft's settings name (deleted ones are left out). */
  references: z.object({
    collections: z.array(themeReferenceSchema),
    products: z.array(themeReferenceSchema),
  }),
  preview: themePreviewSchema,
});
export type ThemeCustomize = z.infer<typeof themeCustomizeSchema>;

export const themeIdParam = z.object({ themeId: idSchema });

/**
 * POST themes/{themeId}: save the draft (the whole settings, with the version loaded). A stale
 * `updated_at` is refused with 409 and `current` (the customize payload as saved by the other).
 */
export const saveThemeBodySchema = z.object({
  settings: themeSettingsSchema,
  updated_at: recordVersion,
});
export type SaveThemeBody = z.input<typeof saveThemeBodySchema>;

/**
 * POST themes/{themeId}/publish: the given settings become both the draft and the published
 * settings (so unsaved changes publish in one call). It does not change which theme is live: that is
 * activate. Same 409 rule as a save.
 */
export const publishThemeBodySchema = saveThemeBodySchema;
export type PublishThemeBody = SaveThemeBody;

/** GET themes, POST themes/{id}/activate answer the list; the others one theme. */
export const themePaths = {
  themes: 'themes',
  theme: (id: string) => `themes/${encodeURIComponent(id)}`,
  themeCustomize: (id: string) => `themes/${encodeURIComponent(id)}/customize`,
  themeActivate: (id: string) => `themes/${encodeURIComponent(id)}/activate`,
  themePublish: (id: string) => `themes/${encodeURIComponent(id)}/publish`,
  /** POST: a fresh preview token and URL for the theme's draft (no body). */
  themePreview: (id: string) => `themes/${encodeURIComponent(id)}/preview`,
} as const;

/**
 * The live preview of unsaved values: the customize page posts `{ type: THEME_PREVIEW_MESSAGE,
 * settings }` to the preview iframe (same origin); the storefront applies colours, fonts, ranges,
 * texts, checkboxes and the home sections' order at once, and answers
 * `{ type: THEME_PREVIEW_READY_MESSAGE }` when it loads (send the current values then). Other changes
 * (images, rich text, links, pickers) show after a save and a reload of `preview.url`.
 */
export const THEME_PREVIEW_MESSAGE = 'shop:theme-preview';
export const THEME_PREVIEW_READY_MESSAGE = 'shop:theme-preview-ready';
export interface ThemePreviewMessage {
  type: typeof THEME_PREVIEW_MESSAGE;
  settings: ThemeSettings;
}
