import { updateBrandBodySchema, type Brand } from '@shop/admin-api';
import type { ImageRef } from '@shop/ui';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';

/** The brand form: the images as the uploader holds them (id and address), the rest as the body. */
export interface BrandValues {
  logo: ImageRef | null;
  cover_image: ImageRef | null;
  primary_color: string;
  accent_color: string;
  slogan: string;
  short_description: string;
}

/** An image of the brand as the uploader shows it: its address (an upload's id is not kept). */
const asImage = (src: string | null): ImageRef | null => (src ? { id: src, src } : null);

export function toBrandValues(brand: Brand): BrandValues {
  return {
    logo: asImage(brand.logo),
    cover_image: asImage(brand.cover_image),
    primary_color: brand.primary_color,
    accent_color: brand.accent_color,
    slogan: brand.slogan,
    short_description: brand.short_description,
  };
}

const schema = updateBrandBodySchema.omit({ updated_at: true });

/** The body sends each image by its address, which the server checks is one of the shop's. */
export const brandBody = {
  schema,
  toBody: (values: BrandValues) => ({
    ...values,
    logo: values.logo?.src ?? null,
    cover_image: values.cover_image?.src ?? null,
  }),
  fields: ['logo', 'cover_image', 'primary_color', 'accent_color', 'slogan', 'short_description'],
} satisfies BodyMapping<BrandValues, typeof schema>;
