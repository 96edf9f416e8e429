import { POLICIES, type Policy } from '@shop/admin-api';

/**
 * The §6 policy areas as an owner thinks of them when giving someone a job: what they sell and to
 * whom, what the shop offers and how it looks, how the shop is set up, and who runs it. Each policy
 * is in exactly one group (the test checks it); the labels and one-line explanations are in the
 * settings namespace under `staff.policies.<policy>` and `staff.groups.<group>`.
 */
export const POLICY_GROUPS = [
  {
    id: 'sales',
    policies: [
      'dashboard',
      'order',
      'customer',
      'discount',
      'marketing',
      'sales_channel',
      'finance',
    ],
  },
  { id: 'catalog', policies: ['product', 'theme', 'brand', 'policy', 'domain'] },
  {
    id: 'setup',
    policies: ['setting', 'location', 'tax', 'shipping', 'payment', 'integration', 'app'],
  },
  { id: 'administration', policies: ['staff', 'billing', 'security'] },
] as const satisfies readonly { id: string; policies: readonly Policy[] }[];

export type PolicyGroupId = (typeof POLICY_GROUPS)[number]['id'];

/** Every policy, in the order the picker shows them. */
export const PICKER_ORDER: readonly Policy[] = POLICY_GROUPS.flatMap((group) => group.policies);

/** Policies the picker does not show: none, as long as the groups cover §6 (see the test). */
export const UNGROUPED: readonly Policy[] = POLICIES.filter((p) => !PICKER_ORDER.includes(p));
