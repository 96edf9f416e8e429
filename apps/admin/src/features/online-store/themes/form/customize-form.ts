import type { Control } from 'react-hook-form';
import { z } from 'zod';
import {
  themeSettingsRules,
  type ThemeCustomize,
  type ThemeSchema,
  type ThemeSettings,
} from '@shop/admin-api';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';

/**
 * The customize form's values are the theme's settings as the contract has them: every section's
 * values by setting id, and the order of the home sections. Fields are named
 * `sections.<section>.<setting>`.
 */
export type CustomizeValues = ThemeSettings;

/** What the form hands its save: the body without its version. */
export interface CustomizeOutput {
  settings: ThemeSettings;
}

/** The form's control, as the setting fields take it. */
export type CustomizeControl = Control<CustomizeValues, unknown, CustomizeOutput>;

/** The draft as the form starts from it: a copy, so the cached payload is never edited in place. */
export function toCustomizeValues(payload: Pick<ThemeCustomize, 'settings'>): CustomizeValues {
  return {
    section_order: [...payload.settings.section_order],
    sections: Object.fromEntries(
      Object.entries(payload.settings.sections).map(([id, values]) => [id, { ...values }]),
    ),
  };
}

/** The body without its version: the settings, checked against this theme's own schema. */
export function customizeBodySchema(schema: ThemeSchema) {
  return z.object({ settings: themeSettingsRules(schema) });
}

/**
 * The contract's and the server's messages name `settings.sections.<section>.<setting>`: the field
 * of that name shows them. One about the sections' order (or anything else) is listed above.
 */
export function customizeField(bodyField: string): `sections.${string}.${string}` | undefined {
  const match = /^settings\.sections\.([^.]+)\.([^.]+)/.exec(bodyField);
  return match ? `sections.${match[1]}.${match[2]}` : undefined;
}

export function customizeBody(
  schema: ThemeSchema,
): BodyMapping<CustomizeValues, ReturnType<typeof customizeBodySchema>> {
  return {
    schema: customizeBodySchema(schema),
    toBody: (values) => ({ settings: values }),
    fields: (bodyField) => customizeField(bodyField),
  };
}
