import { countSchema } from './common';
import {
  couponBulkBodySchema,
  couponBulkResultSchema,
  couponIdParam,
  couponListBodySchema,
  couponListSchema,
  couponSchema,
  createCouponBodySchema,
  generateCouponsBodySchema,
  generatedCouponsSchema,
  updateCouponBodySchema,
} from './discounts';
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

/** §7 Discounts: the shop's discount codes, every call under `discount`. */
const discounts = { auth: 'bearer', policy: 'discount', resource: 'discounts' } as const;
const notFound = refusal('No such discount code in this shop');
const codeRules =
  'a code is 3–32 letters, digits, - and _, upper-cased and unique in the shop whatever its case';

export const discountEndpoints: Endpoint[] = [
  endpoint({
    ...discounts,
    id: 'listCoupons',
    method: 'POST',
    path: paths.discountCouponsList,
    summary:
      "A page of the shop's discount codes in the order asked (`sort`, default name:asc), searched by name and code (`q`, any case), after `starting_after` or before `ending_before`, with each status and times used",
    body: json(couponListBodySchema),
    responses: { 200: ok(couponListSchema, 'A page of codes') },
  }),
  endpoint({
    ...discounts,
    id: 'countCoupons',
    method: 'GET',
    path: paths.discountCouponsCount,
    summary: "How many discount codes the shop has (the list's title), whatever a search",
    responses: { 200: ok(countSchema, 'The count') },
  }),
  endpoint({
    ...discounts,
    id: 'createCoupon',
    method: 'POST',
    path: paths.discountCoupons,
    summary: `Add a discount code (${codeRules}; to after from; a percentage 1–100)`,
    body: json(createCouponBodySchema),
    responses: { 201: ok(couponSchema, 'The new code') },
  }),
  endpoint({
    ...discounts,
    id: 'bulkCoupons',
    method: 'POST',
    path: paths.discountCouponsBulk,
    summary:
      'Delete many codes at once: deletes those of this shop and lists the other ids as skipped',
    body: json(couponBulkBodySchema),
    responses: { 200: ok(couponBulkResultSchema, 'What was deleted and what was skipped') },
  }),
  endpoint({
    ...discounts,
    id: 'generateCoupons',
    method: 'POST',
    path: paths.discountCouponsGenerate,
    summary: 'Make `count` codes with the same rules: `prefix` and a random part, each unique',
    body: json(generateCouponsBodySchema),
    responses: { 201: ok(generatedCouponsSchema, 'The new codes, by code') },
  }),
  endpoint({
    ...discounts,
    id: 'getCoupon',
    method: 'GET',
    path: template(paths.discountCoupon('(couponId)')),
    summary: 'One discount code, with what it applies to and who may use it',
    params: couponIdParam,
    responses: { 200: ok(couponSchema, 'The code'), 404: notFound },
  }),
  endpoint({
    ...discounts,
    id: 'updateCoupon',
    method: 'PUT',
    path: template(paths.discountCoupon('(couponId)')),
    summary: 'Save a discount code (the whole code, with the version it was edited from)',
    params: couponIdParam,
    body: json(updateCouponBodySchema),
    responses: {
      200: ok(couponSchema, 'The saved code'),
      404: notFound,
      409: staleResponse(couponSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    ...discounts,
    id: 'deleteCoupon',
    method: 'DELETE',
    path: template(paths.discountCoupon('(couponId)')),
    summary: 'Delete a discount code (orders that used it keep its code and amount)',
    params: couponIdParam,
    responses: { 204: noContent('Deleted'), 404: notFound },
  }),
];
