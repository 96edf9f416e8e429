import { z } from 'zod';
import {
  MENU_ITEM_TITLE_MAX,
  menuLinkSchema,
  updateMenuBodySchema,
  type Menu,
  type MenuItem,
  type MenuItemInput,
  type MenuLinkType,
  type MenuLinkView,
} from '@shop/admin-api';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';

/** An item as the editor holds it: the API's item (its link with the target's title). */
export interface EditorItem {
  id: string;
  title: string;
  link: MenuLinkView;
  children: EditorItem[];
}

export interface MenuFormValues {
  title: string;
  items: EditorItem[];
}

/** Items added in the editor carry this prefix until saved (the server gives them their id). */
const NEW_ITEM = 'new_';
let made = 0;
export const newItemId = () => `${NEW_ITEM}${Date.now().toString(36)}${(made += 1)}`;

const toEditorItem = (item: MenuItem): EditorItem => ({
  id: item.id,
  title: item.title,
  link: item.link,
  children: item.children.map(toEditorItem),
});

export function toMenuValues(menu: Menu): MenuFormValues {
  return { title: menu.title, items: menu.items.map(toEditorItem) };
}

/** The link as saved: what its type needs and nothing else (the target's title is the API's). */
export function linkInput(link: MenuLinkView): MenuItemInput['link'] {
  switch (link.type) {
    case 'home':
      return { type: 'home' };
    case 'url':
      return { type: 'url', url: link.url ?? '' };
    default:
      return { type: link.type, id: link.id ?? '' };
  }
}

function toInput(item: EditorItem): MenuItemInput {
  return {
    ...(item.id.startsWith(NEW_ITEM) ? {} : { id: item.id }),
    title: item.title,
    link: linkInput(item.link),
    children: item.children.map(toInput) as MenuItemInput['children'],
  };
}

const editSchema = updateMenuBodySchema.omit({ updated_at: true });

/**
 * The menu's title and its tree as the contract's PUT body. Each item was checked when it was added
 * or edited (its dialog); what the server still refuses in the tree (a link to a record deleted
 * meanwhile) shows above the form.
 */
export const menuBody: BodyMapping<MenuFormValues, typeof editSchema> = {
  schema: editSchema,
  toBody: (values) => ({ title: values.title, children: values.items.map(toInput) }),
  fields: (field) => (field === 'title' ? 'title' : undefined),
};

// One item, as its dialog edits it.

export interface ItemFormValues {
  title: string;
  type: MenuLinkType;
  /** The picked collection, product or page ('' for none). */
  target_id: string;
  target_title: string;
  url: string;
}

const itemSchema = z.object({
  title: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(MENU_ITEM_TITLE_MAX, `At most ${MENU_ITEM_TITLE_MAX} characters`),
  link: menuLinkSchema,
});
export type ItemOutput = z.output<typeof itemSchema>;

export const NEW_ITEM_VALUES: ItemFormValues = {
  title: '',
  type: 'home',
  target_id: '',
  target_title: '',
  url: '',
};

export function toItemValues(item: EditorItem): ItemFormValues {
  return {
    title: item.title,
    type: item.link.type,
    target_id: item.link.id ?? '',
    target_title: item.link.target_title ?? '',
    url: item.link.url ?? '',
  };
}

export const itemBody: BodyMapping<ItemFormValues, typeof itemSchema> = {
  schema: itemSchema,
  toBody: (values) => ({
    title: values.title,
    link: linkInput({
      type: values.type,
      id: values.target_id,
      url: values.url,
      target_title: null,
    }),
  }),
  fields: (field) =>
    field === 'title'
      ? 'title'
      : field === 'link.url'
        ? 'url'
        : field === 'link.id'
          ? 'target_id'
          : field.startsWith('link')
            ? 'type'
            : undefined,
};

/** The item as the editor holds it after its dialog: same id and children, new title and link. */
export function withItemValues(
  item: EditorItem | null,
  output: ItemOutput,
  values: ItemFormValues,
): EditorItem {
  const link: MenuLinkView = {
    ...output.link,
    target_title:
      output.link.type === 'home' || output.link.type === 'url' ? null : values.target_title,
  };
  return {
    id: item?.id ?? newItemId(),
    title: output.title,
    link,
    children: item?.children ?? [],
  };
}

/** The tree with one item replaced (by id) or removed (`next` null), at any level. */
export function replaceItem(
  items: readonly EditorItem[],
  id: string,
  next: EditorItem | null,
): EditorItem[] {
  return items.flatMap((item) => {
    if (item.id === id) return next ? [next] : [];
    return [{ ...item, children: replaceItem(item.children, id, next) }];
  });
}
