import { endpoint, json, ok, refusal, staleResponse, type Endpoint } from './endpoints-model';
import { paths } from './paths';
import { shopSchema } from './shop';
import { updateShopAddressBodySchema } from './shop-general';

/**
 * Settings, general: the shop's details, home page, maintenance, social profiles and formats go
 * through PUT shop (endpoints-session.ts); the postal address has its own call.
 */
export const generalSettingsEndpoints: Endpoint[] = [
  endpoint({
    id: 'updateShopAddress',
    method: 'PUT',
    path: paths.shopAddress,
    resource: 'shop',
    summary: "Save the shop's postal address (which fields it needs follows the country)",
    auth: 'bearer',
    policy: 'setting',
    body: json(updateShopAddressBodySchema),
    responses: {
      200: ok(shopSchema, 'The saved shop'),
      404: refusal('The shop is gone'),
      409: staleResponse(shopSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
];
