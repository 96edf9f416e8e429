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
import { locationIdParam } from './locations';
import { paths } from './paths';
import { shippingSettingsSchema, updateShippingBodySchema } from './settings-shipping';
import {
  shippingCarrierBodySchema,
  shippingCarrierListSchema,
  shippingCarrierParam,
  shippingCarrierSettingsSchema,
} from './settings-shipping-carriers';
import {
  localPickupListSchema,
  localPickupSchema,
  updateLocalPickupBodySchema,
} from './settings-shipping-pickup';

/** Settings › shipping: zones and rates, carriers, local pickup; all under `shipping`. */
const shipping = { auth: 'bearer', policy: 'shipping', resource: 'settings' } as const;
const versionRequired = refusal('The body has no `updated_at`: say which version you edited');

export const shippingEndpoints: Endpoint[] = [
  endpoint({
    ...shipping,
    id: 'getShipping',
    method: 'GET',
    path: paths.shipping,
    summary: 'The shipping zones and their rates; weights in the shop’s weight unit',
    responses: { 200: ok(shippingSettingsSchema, 'The zones') },
  }),
  endpoint({
    ...shipping,
    id: 'updateShipping',
    method: 'PUT',
    path: paths.shipping,
    summary:
      'Save every zone and its rates (a zone left out is deleted); weights in the unit the body names',
    body: json(updateShippingBodySchema),
    responses: {
      200: ok(shippingSettingsSchema, 'The zones as saved'),
      409: staleResponse(shippingSettingsSchema),
      428: versionRequired,
    },
  }),
  endpoint({
    ...shipping,
    id: 'listShippingProviders',
    method: 'GET',
    path: paths.shippingProviders,
    summary: 'Every carrier the shop can connect, where it picks up, and whether it is connected',
    responses: { 200: ok(shippingCarrierListSchema, 'The carriers') },
  }),
  endpoint({
    ...shipping,
    id: 'getShippingProvider',
    method: 'GET',
    path: template(paths.shippingProvider('(name)')),
    summary:
      'A carrier’s connection: mode, status, plain credentials; secrets only as their last 4 characters',
    params: shippingCarrierParam,
    responses: {
      200: ok(shippingCarrierSettingsSchema, 'The connection'),
      404: refusal('No such carrier'),
    },
  }),
  endpoint({
    ...shipping,
    id: 'updateShippingProvider',
    method: 'PUT',
    path: template(paths.shippingProvider('(name)')),
    summary: 'Connect a carrier or save its connection: an empty secret keeps the saved one',
    params: shippingCarrierParam,
    body: json(shippingCarrierBodySchema),
    responses: {
      200: ok(shippingCarrierSettingsSchema, 'The connection as saved, secrets masked'),
      404: refusal('No such carrier'),
      409: staleResponse(shippingCarrierSettingsSchema),
      428: versionRequired,
    },
  }),
  endpoint({
    ...shipping,
    id: 'disconnectShippingProvider',
    method: 'DELETE',
    path: template(paths.shippingProvider('(name)')),
    summary: 'Disconnect a carrier: its credentials are deleted',
    params: shippingCarrierParam,
    responses: {
      204: noContent('Disconnected'),
      404: refusal('No such carrier, or it is not connected'),
    },
  }),
  endpoint({
    ...shipping,
    id: 'listLocalPickup',
    method: 'GET',
    path: paths.shippingLocalPickup,
    summary: 'Every location, the default first, with its local pickup',
    responses: { 200: ok(localPickupListSchema, 'Pickup at each location') },
  }),
  endpoint({
    ...shipping,
    id: 'getLocalPickup',
    method: 'GET',
    path: template(paths.shippingLocalPickupAt('(locationId)')),
    summary: 'Local pickup at one location',
    params: locationIdParam,
    responses: {
      200: ok(localPickupSchema, 'Pickup there'),
      404: refusal('No such location in this shop'),
    },
  }),
  endpoint({
    ...shipping,
    id: 'updateLocalPickup',
    method: 'PUT',
    path: template(paths.shippingLocalPickupAt('(locationId)')),
    summary:
      'Offer pickup at a location (one that fulfils online orders), with instructions and a usual ready time',
    params: locationIdParam,
    body: json(updateLocalPickupBodySchema),
    responses: {
      200: ok(localPickupSchema, 'Pickup there as saved'),
      404: refusal('No such location in this shop'),
      409: staleResponse(localPickupSchema),
      428: versionRequired,
    },
  }),
];
