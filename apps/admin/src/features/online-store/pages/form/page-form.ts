import { createPageBodySchema, updatePageBodySchema, type OnlineStorePage } from '@shop/admin-api';
import type { z } from 'zod';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';

/** The page form's values: the body's own fields, as its controls edit them. */
export interface PageFormValues {
  title: string;
  handle: string;
  body_html: string;
  seo_title: string;
  seo_description: string;
  visible: boolean;
}

const FIELDS = ['title', 'handle', 'body_html', 'seo_title', 'seo_description', 'visible'] as const;

/** A new page: visible, its handle made from the title as it is typed (until the handle is edited). */
export const NEW_PAGE_VALUES: PageFormValues = {
  title: '',
  handle: '',
  body_html: '',
  seo_title: '',
  seo_description: '',
  visible: true,
};

export function toPageValues(page: OnlineStorePage): PageFormValues {
  return {
    title: page.title,
    handle: page.handle,
    body_html: page.body_html,
    seo_title: page.seo_title,
    seo_description: page.seo_description,
    visible: page.visible,
  };
}

/** Creating: the contract's create body (an empty handle is made from the title by the server). */
export const newPageBody: BodyMapping<PageFormValues, typeof createPageBodySchema> = {
  schema: createPageBodySchema,
  toBody: (values) => values,
  fields: FIELDS,
};
export type NewPageOutput = z.output<typeof createPageBodySchema>;

/** Editing: the update body without its version (the edit form adds it). */
const editSchema = updatePageBodySchema.omit({ updated_at: true });
export const editPageBody: BodyMapping<PageFormValues, typeof editSchema> = {
  schema: editSchema,
  toBody: (values) => values,
  fields: FIELDS,
};
export type EditPageOutput = z.output<typeof editSchema>;
