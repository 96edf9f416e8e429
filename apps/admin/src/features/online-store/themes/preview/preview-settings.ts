import {
  themeSettingRule,
  type ThemeSchema,
  type ThemeSettings,
  type ThemeSettingValue,
} from '@shop/admin-api';

/**
 * What the preview is sent while the merchant types: each setting's value when it is a valid one,
 * else the last saved one (half a colour, "#ab", keeps the saved colour until it is whole), so the
 * storefront never has to make sense of a value its rules refuse.
 */
export function previewSettings(
  schema: ThemeSchema,
  values: ThemeSettings,
  saved: ThemeSettings,
): ThemeSettings {
  const sections: ThemeSettings['sections'] = {};
  for (const section of schema.sections) {
    const given = values.sections[section.id] ?? {};
    const fallback = saved.sections[section.id] ?? {};
    const out: Record<string, ThemeSettingValue> = {};
    for (const setting of section.settings) {
      const checked = themeSettingRule(setting).safeParse(given[setting.id]);
      out[setting.id] = checked.success ? checked.data : (fallback[setting.id] ?? setting.default);
    }
    sections[section.id] = out;
  }
  return { section_order: [...values.section_order], sections };
}
