import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  createProductBodySchema,
  MAX_PRODUCT_VARIANTS,
  type CreateProductBody,
  type ImageRef,
  type Product,
  type ProductOption,
  type ProductStatus,
  type ProductVariantInput,
} from '@shop/admin-api';
import type { BodyMapping } from '../../../lib/forms/body-resolver';

/** One option as the form edits it: a name and its values, in order. */
export interface ProductOptionValues {
  name: string;
  values: string[];
}

/** What the product form edits; the contract's body is made from it (formToBody). */
export interface ProductFormValues {
  title: string;
  /** HTML from the rich-text field ('' when empty). */
  description_html: string;
  /** Minor units of the shop currency; null while the price field is empty or unreadable. */
  price: number | null;
  status: ProductStatus;
  meta_title: string;
  meta_description: string;
  options: ProductOptionValues[];
  /** The gallery in order; the first is the default image. */
  images: ImageRef[];
}

/** The body the form sends once the contract has checked and trimmed it. */
export type ProductFormOutput = z.output<typeof createProductBodySchema>;

/** The product form every section works on. */
export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

/** What the product was when the form last heard from the server (its variants are kept by id). */
export type SavedProduct = Pick<Product, 'options' | 'variants'>;

export function emptyProductForm(): ProductFormValues {
  return {
    title: '',
    description_html: '',
    price: null,
    status: 'active',
    meta_title: '',
    meta_description: '',
    options: [],
    images: [],
  };
}

export function productToForm(product: Product): ProductFormValues {
  return {
    title: product.title,
    description_html: product.description_html,
    price: product.price,
    status: product.status,
    meta_title: product.meta_title,
    meta_description: product.meta_description,
    options: product.options.map((option) => ({ name: option.name, values: [...option.values] })),
    images: product.images.map((image) => ({ id: image.id, src: image.src })),
  };
}

function trimmedOptions(options: readonly ProductOptionValues[]): ProductOption[] {
  return options.map((option) => ({
    name: option.name.trim(),
    values: option.values.map((value) => value.trim()),
  }));
}

function sameOptions(a: readonly ProductOption[], b: readonly ProductOption[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** [[S, M], [Red, Blue]] → [[S, Red], [S, Blue], [M, Red], [M, Blue]]; no options → one empty combination. */
export function combinations(lists: readonly (readonly string[])[]): string[][] {
  return lists.reduce<string[][]>(
    (combos, values) => combos.flatMap((combo) => values.map((value) => [...combo, value])),
    [[]],
  );
}

/**
 * The variants to send for these options. Options as saved: the saved variants, as they are (the
 * variant editor may have made a set that is not every combination). Changed options: one variant
 * per combination of the values, and a combination the product already had keeps its variant (id,
 * price, SKU and stock). Past the contract's maximum nothing is sent, so the contract names the
 * problem on the options ("These options make N variants…").
 */
export function planVariants(
  options: readonly ProductOptionValues[],
  saved: SavedProduct | undefined,
): ProductVariantInput[] {
  const wanted = trimmedOptions(options);
  const keep = (variant: Product['variants'][number]): ProductVariantInput => ({
    id: variant.id,
    option_values: [...variant.option_values],
    price: variant.price,
    sku: variant.sku,
  });
  if (saved && sameOptions(wanted, saved.options)) return saved.variants.map(keep);

  // A value listed twice is the contract's to name (on the option); its variants are made once.
  const combos = combinations(wanted.map((option) => [...new Set(option.values)]));
  if (combos.length > MAX_PRODUCT_VARIANTS) return [];
  const existing = new Map(
    (saved?.variants ?? []).map((variant) => [JSON.stringify(variant.option_values), variant]),
  );
  return combos.map((values) => {
    const match = existing.get(JSON.stringify(values));
    return match ? keep(match) : { option_values: values, price: null, sku: '' };
  });
}

/** Whether the options differ from the saved ones (the variants change on save). */
export function optionsChanged(
  options: readonly ProductOptionValues[],
  saved: SavedProduct | undefined,
): boolean {
  return !saved || !sameOptions(trimmedOptions(options), saved.options);
}

/**
 * The contract's create/update body for these values (before the contract trims and checks it).
 * An empty price stays null, so the contract's own "Enter a price" names it.
 */
export function formToBody(
  values: ProductFormValues,
  saved: SavedProduct | undefined,
): Omit<CreateProductBody, 'price'> & { price: number | null } {
  return {
    title: values.title,
    description_html: values.description_html,
    price: values.price,
    status: values.status,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    options: values.options.map((option) => ({ name: option.name, values: [...option.values] })),
    variants: planVariants(values.options, saved),
    images: values.images.map((image) => image.id ?? ''),
  };
}

const PLAIN_FIELDS = [
  'title',
  'description_html',
  'price',
  'status',
  'meta_title',
  'meta_description',
  'options',
  'images',
] as const satisfies readonly FieldPath<ProductFormValues>[];

const OPTION_PART = /^options\.(\d+)(?:\.(name|values)(?:\.\d+)?)?$/;

/**
 * Which field of the product form shows a message about a body field (from the contract or the
 * server): the field of the same name; the gallery for one of its images; an option's name or its
 * values control. Variants are not edited here (their problems are listed above the form).
 */
export function productFormFieldOf(bodyField: string): FieldPath<ProductFormValues> | undefined {
  const plain = PLAIN_FIELDS.find((field) => field === bodyField);
  if (plain) return plain;
  if (bodyField.startsWith('images.')) return 'images';
  const option = OPTION_PART.exec(bodyField);
  if (!option) return undefined;
  const index = Number(option[1]);
  return option[2] === 'values' ? `options.${index}.values` : `options.${index}.name`;
}

/**
 * The contract checks the product form: the values become the body (variants planned from the
 * options), which the create body schema trims and checks, and each message lands on the field that
 * shows it. `saved` is the product as last saved (undefined while creating). Editing checks the same
 * body (useEditForm adds the version it edits).
 */
export function productBody(
  saved: SavedProduct | undefined,
): BodyMapping<ProductFormValues, typeof createProductBodySchema> {
  return {
    schema: createProductBodySchema,
    toBody: (values) => formToBody(values, saved),
    fields: productFormFieldOf,
  };
}
