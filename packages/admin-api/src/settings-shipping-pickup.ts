import { z } from 'zod';
import { idSchema, recordVersion, unixSeconds } from './common';
import { locationAddressSchema } from './locations';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { PICKUP_MESSAGES } from './messages';

/**
 * Settings › shipping › local pickup (policy `shipping`, §2 `local-pickup/{locationId}`): whether
 * buyers may collect their order at a location, what they are told to do there, and when an order
 * is usually ready (Shopify's choices). An order placed for pickup then goes "ready for pickup" and
 * "picked up" through the order actions (§4), as before.
 *
 * Pickup is an online order handed over at the counter, so only a location that fulfils online
 * orders offers it (the location's own setting, settings › locations).
 */

/** How soon an order is usually ready: within 1, 2, 4 or 24 hours, in 2 to 4 days, or 5 or more. */
export const PICKUP_READY_TIMES = ['1h', '2h', '4h', '24h', '2-4d', '5d+'] as const;
export const pickupReadyTimeSchema = z.enum(PICKUP_READY_TIMES);
export type PickupReadyTime = z.infer<typeof pickupReadyTimeSchema>;

export const PICKUP_INSTRUCTIONS_MAX = 500;

/** A location's pickup, with what the list shows of the location. */
export const localPickupSchema = z.object({
  location_id: idSchema,
  location_name: z.string(),
  address: locationAddressSchema,
  /** The location's own setting: pickup is offered only where it is on. */
  fulfills_online_orders: z.boolean(),
  enabled: z.boolean(),
  instructions: z.string(),
  ready_time: pickupReadyTimeSchema,
  /** The version a save edits: 0 while pickup was never set up here. */
  updated_at: unixSeconds,
});
export type LocalPickup = z.infer<typeof localPickupSchema>;

/** GET shipping/local-pickup: every location of the shop (the default first) and its pickup. */
export const localPickupListSchema = z.object({ items: z.array(localPickupSchema) });
export type LocalPickupList = z.infer<typeof localPickupListSchema>;

/** The pickup form's fields without the version. */
export const localPickupChangesSchema = z.object({
  enabled: z.boolean('Required'),
  instructions: z
    .string()
    .trim()
    .max(PICKUP_INSTRUCTIONS_MAX, `At most ${PICKUP_INSTRUCTIONS_MAX} characters`)
    .default(''),
  ready_time: pickupReadyTimeSchema,
});

/** PUT shipping/local-pickup/{locationId}. */
export const updateLocalPickupBodySchema = localPickupChangesSchema.extend({
  updated_at: recordVersion,
});
export type UpdateLocalPickupBody = z.input<typeof updateLocalPickupBodySchema>;
