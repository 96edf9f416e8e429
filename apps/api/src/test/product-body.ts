import type { Product } from '@shop/admin-api';

/** The PUT products/{id} body that saves `p` as it is, with the given changes. */
export function productEditBody(
  p: Product,
  changes: { title?: string; status?: Product['status'] } = {},
) {
  return {
    title: changes.title ?? p.title,
    description_html: p.description_html,
    price: p.price,
    status: changes.status ?? p.status,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    options: p.options,
    variants: p.variants.map((v) => ({
      id: v.id,
      option_values: v.option_values,
      price: v.price,
      sku: v.sku,
    })),
    images: p.images.map((i) => i.id),
    updated_at: p.updated_at,
  };
}
