import {
  storefrontPath,
  THEME_FONT_STACKS,
  THEME_FONTS,
  THEME_PREVIEW_PARAM,
  type ThemeFont,
  type ThemeSchema,
  type ThemeSettings,
} from '@shop/admin-api';
import { Liquid } from 'liquidjs';
import { sanitizeRichText } from '../http/rich-text';
import { SHARED_TEMPLATES_DIR, type ThemeDefinition } from './catalog';

/**
 * One Liquid engine per theme: its folder first, then the shared templates. Every `{{ }}` output is
 * HTML-escaped (outputEscape); the only unescaped outputs are this file's filters, which sanitise
 * (rich_text) or build from checked values (css_variables, json_data). Templates never use `raw`:
 * storefront.test.ts stores script payloads in every merchant text and checks them inert.
 */
const engines = new Map<string, Liquid>();

function engineFor(theme: ThemeDefinition): Liquid {
  let engine = engines.get(theme.handle);
  if (engine) return engine;
  engine = new Liquid({
    root: [theme.dir, SHARED_TEMPLATES_DIR],
    extname: '.liquid',
    cache: true,
    outputEscape: 'escape',
    // Templates see own data only (no prototype walking), undefined filters are template bugs.
    ownPropertyOnly: true,
    strictFilters: true,
    relativeReference: false,
    renderLimit: 2_000,
  });
  engine.registerFilter('rich_text', {
    handler: (html: unknown) => sanitizeRichText(typeof html === 'string' ? html : ''),
    raw: true,
  });
  engine.registerFilter('css_variables', {
    handler: (vars: unknown) => cssVariables(vars as Record<string, string>),
    raw: true,
  });
  engine.registerFilter('json_data', {
    handler: (value: unknown) => jsonForScriptTag(value),
    raw: true,
  });
  engines.set(theme.handle, engine);
  return engine;
}

/** `:root{--name:value;…}` from values the server built (colours, font stacks, numbers). */
function cssVariables(vars: Record<string, string>): string {
  const body = Object.entries(vars)
    // Belt and braces: a value never closes the rule or the style element.
    .map(([k, v]) => `--${k.replace(/[^a-z0-9_-]/gi, '')}:${v.replace(/[<>{};\\]/g, '')}`)
    .join(';');
  return `:root{${body}}`;
}

/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can close it. */
function jsonForScriptTag(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** How the storefront's addresses are made: below the shop's root, carrying a preview token if any. */
export class StoreUrls {
  constructor(
    readonly shopId: string,
    readonly previewToken: string | null,
  ) {}

  /** A path of the storefront (`products/prd_1`), with the preview token kept. */
  to(path = '', query: Record<string, string> = {}): string {
    const params = new URLSearchParams(query);
    if (this.previewToken) params.set(THEME_PREVIEW_PARAM, this.previewToken);
    const qs = params.toString();
    return `${storefrontPath(this.shopId, path)}${qs ? `?${qs}` : ''}`;
  }

  /** A link a merchant typed: https://… as is; an absolute path is one of the storefront's. */
  link(value: string): string {
    if (!value) return '';
    if (/^https?:\/\//i.test(value)) return value;
    if (value.startsWith('/') && !value.startsWith('//')) {
      const [path = '', query = ''] = value.slice(1).split('?');
      return this.to(path, Object.fromEntries(new URLSearchParams(query)));
    }
    return '';
  }
}

const isFont = (v: unknown): v is ThemeFont => THEME_FONTS.includes(v as ThemeFont);

/**
 * The CSS custom property of each colour, font and range setting: `--<section>-<setting>` (the
 * preview script sets the same names as the customize page sends new values).
 */
export function themeCssVariables(
  schema: ThemeSchema,
  settings: ThemeSettings,
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const section of schema.sections)
    for (const setting of section.settings) {
      const value = settings.sections[section.id]?.[setting.id];
      const name = `${section.id}-${setting.id}`;
      if (setting.type === 'color' && typeof value === 'string') vars[name] = value;
      if (setting.type === 'font' && isFont(value)) vars[name] = THEME_FONT_STACKS[value];
      if (setting.type === 'range' && typeof value === 'number')
        vars[name] = `${value}${setting.unit ?? ''}`;
    }
  return vars;
}

/** What the preview script needs to apply unsaved values: which settings are CSS variables and how. */
export function previewMap(schema: ThemeSchema) {
  return {
    variables: schema.sections.flatMap((section) =>
      section.settings
        .filter((s) => s.type === 'color' || s.type === 'font' || s.type === 'range')
        .map((s) => ({
          section: section.id,
          setting: s.id,
          type: s.type,
          unit: s.type === 'range' ? (s.unit ?? '') : '',
        })),
    ),
    fonts: THEME_FONT_STACKS,
  };
}

/** Settings as templates read them: `settings.<section>.<setting>`, links made addresses. */
export function templateSettings(
  schema: ThemeSchema,
  settings: ThemeSettings,
  urls: StoreUrls,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const section of schema.sections) {
    const values: Record<string, unknown> = {};
    for (const setting of section.settings) {
      const value = settings.sections[section.id]?.[setting.id] ?? setting.default;
      values[setting.id] =
        setting.type === 'link' && typeof value === 'string' ? urls.link(value) : value;
    }
    out[section.id] = values;
  }
  return out;
}

export async function renderTemplate(
  theme: ThemeDefinition,
  template: string,
  scope: Record<string, unknown>,
): Promise<string> {
  const engine = engineFor(theme);
  return (await engine.renderFile(template, scope, { globals: scope })) as string;
}
