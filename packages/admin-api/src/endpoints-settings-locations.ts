import {
  endpoint,
  json,
  ok,
  refusal,
  staleResponse,
  template,
  type Endpoint,
} from './endpoints-model';
import {
  locationIdParam,
  locationListSchema,
  locationSchema,
  updateLocationBodySchema,
} from './locations';
import { paths } from './paths';

/** Settings, locations: where the shop keeps stock, under `location`. */
const settings = { auth: 'bearer', policy: 'location', resource: 'locations' } as const;

export const locationEndpoints: Endpoint[] = [
  endpoint({
    ...settings,
    id: 'listLocations',
    method: 'GET',
    path: paths.locations,
    summary: 'Where the shop keeps stock, the default first',
    // The registry names one policy: the one the demo staff member's catalog work relies on.
    policy: 'product',
    policyNote:
      "Also open to a member holding `location` (the settings list) or `tax` (a new rate starts from the first location's country).",
    responses: { 200: ok(locationListSchema, 'Every location') },
  }),
  endpoint({
    ...settings,
    id: 'getLocation',
    method: 'GET',
    path: template(paths.location('(locationId)')),
    summary: 'One location',
    params: locationIdParam,
    responses: {
      200: ok(locationSchema, 'The location'),
      404: refusal('No such location in this shop'),
    },
  }),
  endpoint({
    ...settings,
    id: 'updateLocation',
    method: 'PUT',
    path: template(paths.location('(locationId)')),
    summary: "Save a location's name, address and whether it fulfils online orders",
    params: locationIdParam,
    body: json(updateLocationBodySchema),
    responses: {
      200: ok(locationSchema, 'The saved location'),
      404: refusal('No such location in this shop'),
      409: staleResponse(locationSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
];
