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
import {
  createTaxRateBodySchema,
  taxRateIdParam,
  taxRateListSchema,
  taxRateSchema,
  updateTaxRateBodySchema,
} from './taxes';

/** Settings, taxes: the shop's tax rates, under `tax`. */
const settings = { auth: 'bearer', policy: 'tax', resource: 'taxes' } as const;
const notFound = refusal('No such tax rate in this shop');

export const taxEndpoints: Endpoint[] = [
  endpoint({
    ...settings,
    id: 'listTaxRates',
    method: 'GET',
    path: paths.taxes,
    summary: "The shop's tax rates, by name",
    responses: { 200: ok(taxRateListSchema, 'Every rate') },
  }),
  endpoint({
    ...settings,
    id: 'createTaxRate',
    method: 'POST',
    path: paths.taxes,
    summary: 'Add a tax rate: a percentage charged in the given countries',
    body: json(createTaxRateBodySchema),
    responses: { 201: ok(taxRateSchema, 'The new rate') },
  }),
  endpoint({
    ...settings,
    id: 'updateTaxRate',
    method: 'PUT',
    path: template(paths.taxRate('(rateId)')),
    summary: 'Save a tax rate',
    params: taxRateIdParam,
    body: json(updateTaxRateBodySchema),
    responses: {
      200: ok(taxRateSchema, 'The saved rate'),
      404: notFound,
      409: staleResponse(taxRateSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    ...settings,
    id: 'deleteTaxRate',
    method: 'DELETE',
    path: template(paths.taxRate('(rateId)')),
    summary: 'Delete a tax rate',
    params: taxRateIdParam,
    responses: { 204: noContent('Deleted'), 404: notFound },
  }),
];
