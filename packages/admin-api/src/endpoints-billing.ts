import {
  billingSchema,
  cashfreeErrorSchema,
  cashfreeOrderSchema,
  changePlanBodySchema,
  createCashfreeOrderBodySchema,
  planIdParam,
  planListSchema,
} from './billing';
import {
  endpoint,
  json,
  ok,
  refusal,
  staleResponse,
  template,
  type Endpoint,
} from './endpoints-model';
import { paths } from './paths';

/** Settings › plans and billing: the plans on offer and the shop's subscription, under `billing`. */
const plans = { auth: 'bearer', policy: 'billing', resource: 'plans' } as const;
const billing = { auth: 'bearer', policy: 'billing', resource: 'billing' } as const;

export const billingEndpoints: Endpoint[] = [
  endpoint({
    ...plans,
    id: 'listPlans',
    method: 'GET',
    path: paths.plans,
    summary:
      'The plans on offer, cheapest first: price, limits, transaction fee, what each includes',
    responses: { 200: ok(planListSchema, 'Every plan') },
  }),
  endpoint({
    ...billing,
    id: 'getBilling',
    method: 'GET',
    path: paths.billing,
    summary:
      "The shop's plan, its period and next charge, payment method, usage against plan limits and invoices",
    responses: { 200: ok(billingSchema, 'The billing record') },
  }),
  endpoint({
    ...billing,
    id: 'changePlan',
    method: 'PUT',
    path: template(paths.billingPlan('(planId)')),
    summary:
      'Move the shop to another plan at once; its price is charged from the next charge on. ' +
      'Refused (422) when the shop is on it already or uses more than it allows',
    params: planIdParam,
    body: json(changePlanBodySchema),
    responses: {
      200: ok(billingSchema, 'The billing record on the new plan'),
      404: refusal('No such plan'),
      409: staleResponse(billingSchema, ' (someone changed the plan in between)'),
      428: refusal('The body has no `updated_at`: say which version you chose on'),
    },
  }),
  endpoint({
    ...billing,
    id: 'createCashfreeOrderForBillingPlan',
    method: 'POST',
    path: paths.billingCashfreeOrder,
    summary:
      "Create a Cashfree order for one interval of a plan, on the platform's Cashfree account, to " +
      'pay at Cashfree checkout. Nothing changes on a refusal',
    body: json(createCashfreeOrderBodySchema),
    responses: {
      201: ok(cashfreeOrderSchema, 'The order, with the session to open Cashfree checkout with'),
      422: ok(
        cashfreeErrorSchema,
        'No such plan, or the shop has no phone number (Cashfree needs one): `code` says which',
      ),
      502: ok(
        cashfreeErrorSchema,
        'Cashfree could not be reached, failed or refused the order (`code`); nothing was charged',
      ),
      503: ok(
        cashfreeErrorSchema,
        'Cashfree is not configured on this platform (`code: cashfree_not_configured`), or the ' +
          'server is at capacity',
      ),
    },
  }),
];
