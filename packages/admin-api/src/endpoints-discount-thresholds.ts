import {
  createThresholdBodySchema,
  discountSettingsSchema,
  thresholdIdParam,
  thresholdListSchema,
  thresholdSchema,
  updateDiscountSettingsBodySchema,
  updateThresholdBodySchema,
} from './discount-thresholds';
import {
  endpoint,
  json,
  noContent,
  ok,
  refusal,
  staleResponse,
  template,
  type Endpoint,
} from './endpoints-model';
import { paths } from './paths';

/** Issue 25: threshold discounts and the shop's discount settings, every call under `discount`. */
const discounts = { auth: 'bearer', policy: 'discount', resource: 'discounts' } as const;
const notFound = refusal('No such threshold discount in this shop');
const versionRequired = refusal('The body has no `updated_at`: say which version you edited');
const tierRules =
  'a minimum amount above 0; a percentage 1–100, an amount above 0 or free shipping; to after from';

export const discountThresholdEndpoints: Endpoint[] = [
  endpoint({
    ...discounts,
    id: 'listThresholds',
    method: 'GET',
    path: paths.discountThresholds,
    summary: 'Every threshold discount (tier) of the shop, by minimum amount, with times used',
    responses: { 200: ok(thresholdListSchema, 'Every tier') },
  }),
  endpoint({
    ...discounts,
    id: 'createThreshold',
    method: 'POST',
    path: paths.discountThresholds,
    summary: `Add a threshold discount (${tierRules})`,
    body: json(createThresholdBodySchema),
    responses: { 201: ok(thresholdSchema, 'The new tier') },
  }),
  endpoint({
    ...discounts,
    id: 'getThreshold',
    method: 'GET',
    path: template(paths.discountThreshold('(thresholdId)')),
    summary: 'One threshold discount',
    params: thresholdIdParam,
    responses: { 200: ok(thresholdSchema, 'The tier'), 404: notFound },
  }),
  endpoint({
    ...discounts,
    id: 'updateThreshold',
    method: 'PUT',
    path: template(paths.discountThreshold('(thresholdId)')),
    summary: 'Save a threshold discount (the whole tier, with the version it was edited from)',
    params: thresholdIdParam,
    body: json(updateThresholdBodySchema),
    responses: {
      200: ok(thresholdSchema, 'The saved tier'),
      404: notFound,
      409: staleResponse(thresholdSchema),
      428: versionRequired,
    },
  }),
  endpoint({
    ...discounts,
    id: 'deleteThreshold',
    method: 'DELETE',
    path: template(paths.discountThreshold('(thresholdId)')),
    summary: 'Delete a threshold discount (orders that met it keep its name and amount)',
    params: thresholdIdParam,
    responses: { 204: noContent('Deleted'), 404: notFound },
  }),
  endpoint({
    ...discounts,
    id: 'getDiscountSettings',
    method: 'GET',
    path: paths.discountSettings,
    summary: 'How the shop’s discounts combine (the defaults until the first save, updated_at 0)',
    responses: { 200: ok(discountSettingsSchema, 'The settings') },
  }),
  endpoint({
    ...discounts,
    id: 'updateDiscountSettings',
    method: 'PUT',
    path: paths.discountSettings,
    summary:
      'Save how discounts combine: codes with thresholds, codes per order (1–5), before or after tax',
    body: json(updateDiscountSettingsBodySchema),
    responses: {
      200: ok(discountSettingsSchema, 'The saved settings'),
      409: staleResponse(discountSettingsSchema),
      428: versionRequired,
    },
  }),
];
