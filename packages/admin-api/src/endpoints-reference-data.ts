import {
  endpoint,
  ok,
  refusal,
  template,
  type Endpoint,
  type EndpointResponse,
} from './endpoints-model';
import { paths } from './paths';
import {
  countryAlpha2Param,
  countryListSchema,
  currencyListSchema,
  languageListSchema,
  referenceQuerySchema,
  stateListSchema,
  timezoneListSchema,
  weightListSchema,
} from './reference-data';

/** §7 reference data: any signed-in user reads it; it changes only with a deploy. */
const reference = {
  method: 'GET',
  auth: 'bearer',
  policy: null,
  resource: 'data',
} as const;

/** The lists carry an ETag: a client that sends it back in If-None-Match gets this. */
const notModified: EndpointResponse = {
  description: 'Unchanged since the ETag sent in If-None-Match',
  schema: null,
};

export const referenceDataEndpoints: Endpoint[] = [
  endpoint({
    ...reference,
    id: 'listCountries',
    path: paths.dataCountries,
    summary: 'Every ISO 3166-1 country, by name',
    query: referenceQuerySchema,
    responses: { 200: ok(countryListSchema, 'The countries'), 304: notModified },
  }),
  endpoint({
    ...reference,
    id: 'listStates',
    path: template(paths.dataStates('(countryAlpha2)')),
    summary: "A country's ISO 3166-2 subdivisions (states, provinces, regions...), by name",
    params: countryAlpha2Param,
    responses: {
      200: ok(stateListSchema, 'The subdivisions; empty for a country that has none'),
      304: notModified,
      404: refusal('No country has that code'),
    },
  }),
  endpoint({
    ...reference,
    id: 'listTimezones',
    path: paths.dataTimezones,
    summary: 'The IANA time zones',
    responses: { 200: ok(timezoneListSchema, 'The time zones'), 304: notModified },
  }),
  endpoint({
    ...reference,
    id: 'listCurrencies',
    path: paths.dataCurrencies,
    summary: 'The ISO 4217 currencies with their symbol and fraction digits, by name',
    query: referenceQuerySchema,
    responses: { 200: ok(currencyListSchema, 'The currencies'), 304: notModified },
  }),
  endpoint({
    ...reference,
    id: 'listLanguages',
    path: paths.dataLanguages,
    summary: 'The languages a shop may use',
    responses: { 200: ok(languageListSchema, 'The languages'), 304: notModified },
  }),
  endpoint({
    ...reference,
    id: 'listWeightUnits',
    path: paths.dataWeights,
    summary: 'The units a shop weighs its products in',
    query: referenceQuerySchema,
    responses: { 200: ok(weightListSchema, 'The weight units'), 304: notModified },
  }),
];
