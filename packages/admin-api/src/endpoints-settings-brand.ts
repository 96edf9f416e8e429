import { brandSchema, updateBrandBodySchema } from './brand';
import { endpoint, json, ok, refusal, staleResponse, type Endpoint } from './endpoints-model';
import { paths } from './paths';

const brand = { auth: 'bearer', policy: 'brand', resource: 'settings' } as const;

/** Settings › brand: logo, colours, cover image, slogan and short description. */
export const brandEndpoints: Endpoint[] = [
  endpoint({
    ...brand,
    id: 'getBrand',
    method: 'GET',
    path: paths.settingsBrand,
    summary: "The shop's brand",
    responses: { 200: ok(brandSchema, 'The brand') },
  }),
  endpoint({
    ...brand,
    id: 'updateBrand',
    method: 'PUT',
    path: paths.settingsBrand,
    summary: "Save the shop's brand; the logo becomes the shop's admin_panel_logo",
    body: json(updateBrandBodySchema),
    responses: {
      200: ok(brandSchema, 'The saved brand'),
      409: staleResponse(brandSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
];
