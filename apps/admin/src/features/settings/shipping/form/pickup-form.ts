import {
  localPickupChangesSchema,
  PICKUP_MESSAGES,
  type LocalPickup,
  type PickupReadyTime,
} from '@shop/admin-api';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';

/** Pickup at a location as its form edits it (the body without its version). */
export interface PickupValues {
  enabled: boolean;
  instructions: string;
  ready_time: PickupReadyTime;
}

export function pickupToForm(pickup: LocalPickup): PickupValues {
  return {
    enabled: pickup.enabled,
    instructions: pickup.instructions,
    ready_time: pickup.ready_time,
  };
}

/**
 * The contract's fields, and the server's rule before it is asked: pickup is offered only where
 * the location fulfils online orders (turning it off is always fine).
 */
export function pickupBodySchema(fulfillsOnlineOrders: boolean) {
  return localPickupChangesSchema.superRefine((body, ctx) => {
    if (body.enabled && !fulfillsOnlineOrders) {
      ctx.addIssue({
        code: 'custom',
        path: ['enabled'],
        message: PICKUP_MESSAGES.needsOnlineOrders,
      });
    }
  });
}

export function pickupBody(
  pickup: LocalPickup,
): BodyMapping<PickupValues, ReturnType<typeof pickupBodySchema>> {
  return {
    schema: pickupBodySchema(pickup.fulfills_online_orders),
    toBody: (values) => values,
    fields: ['enabled', 'instructions', 'ready_time'],
  };
}
