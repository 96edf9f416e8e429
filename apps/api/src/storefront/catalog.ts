import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STOREFRONT_BASE_PATH, themeSchemaSchema, type ThemeSchema } from '@shop/admin-api';
import { z } from 'zod';

/** The server's themes: one folder each under storefront/themes (folders starting with _ are shared parts). */
export const THEMES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'themes');
/** Templates every theme may use and override (snippets, the not-found page). */
export const SHARED_TEMPLATES_DIR = path.join(THEMES_DIR, '_shared');

const themeInfoSchema = z.object({
  name: z.string().min(1).max(100),
  version: z.string().min(1).max(32),
  /** Installed live in a shop that has no live theme yet. */
  default: z.boolean().optional(),
});

export interface ThemeDefinition {
  handle: string;
  name: string;
  version: string;
  isDefault: boolean;
  schema: ThemeSchema;
  /** The template folder. */
  dir: string;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

function loadThemes(): ThemeDefinition[] {
  const handles = readdirSync(THEMES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^[a-z][a-z0-9-]{0,63}$/.test(d.name))
    .map((d) => d.name)
    .sort();
  return handles.map((handle) => {
    const dir = path.join(THEMES_DIR, handle);
    // A theme that does not parse is a bug of the repository: fail at start, not on a visitor's request.
    const info = themeInfoSchema.parse(readJson(path.join(dir, 'theme.json')));
    const schema = themeSchemaSchema.parse(readJson(path.join(dir, 'schema.json')));
    return {
      handle,
      name: info.name,
      version: info.version,
      isDefault: !!info.default,
      schema,
      dir,
    };
  });
}

let cached: ThemeDefinition[] | undefined;

/** Every theme of the server, by handle (read once). */
export function themeCatalog(): readonly ThemeDefinition[] {
  cached ??= loadThemes();
  return cached;
}

export function themeDefinition(handle: string): ThemeDefinition | undefined {
  return themeCatalog().find((t) => t.handle === handle);
}

/** The picture of a theme on the themes list: a static file of its folder. */
export function themePreviewImagePath(handle: string): string {
  return `${STOREFRONT_BASE_PATH}/assets/themes/${handle}/preview.svg`;
}
