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
  cashOnDeliveryBodySchema,
  cashOnDeliverySchema,
  paymentProviderBodySchema,
  paymentProviderParam,
  paymentProviderSettingsSchema,
  paymentSettingsSchema,
  platformPaymentsBodySchema,
  platformPaymentsSchema,
} from './settings-payments';

/** Settings › payments: providers, cash on delivery and the platform's own, under `payment`. */
const payments = { auth: 'bearer', policy: 'payment', resource: 'settings' } as const;
const versionRequired = refusal('The body has no `updated_at`: say which version you edited');

export const paymentEndpoints: Endpoint[] = [
  endpoint({
    ...payments,
    id: 'listPaymentSettings',
    method: 'GET',
    path: paths.settingsPayments,
    summary:
      'Every payment provider (where it works, whether connected, its status), cash on delivery and the platform’s own provider',
    responses: { 200: ok(paymentSettingsSchema, 'The payment settings') },
  }),
  endpoint({
    ...payments,
    id: 'updateCashOnDelivery',
    method: 'PUT',
    path: paths.settingsPaymentsCashOnDelivery,
    summary: 'Save cash on delivery: name, instructions, fee, order minimum and maximum, status',
    body: json(cashOnDeliveryBodySchema),
    responses: {
      200: ok(cashOnDeliverySchema, 'Cash on delivery as saved'),
      409: staleResponse(cashOnDeliverySchema),
      428: versionRequired,
    },
  }),
  endpoint({
    ...payments,
    id: 'updatePlatformPayments',
    method: 'PUT',
    path: paths.settingsPaymentsPlatform,
    summary: 'Save the platform’s own provider: statement descriptor and status',
    body: json(platformPaymentsBodySchema),
    responses: {
      200: ok(platformPaymentsSchema, 'The platform’s provider as saved'),
      409: staleResponse(platformPaymentsSchema),
      428: versionRequired,
    },
  }),
  endpoint({
    ...payments,
    id: 'getPaymentProvider',
    method: 'GET',
    path: template(paths.settingsPaymentProvider('(provider)')),
    summary:
      'A provider’s connection: mode, status, plain credentials; secrets only as their last 4 characters',
    params: paymentProviderParam,
    responses: {
      200: ok(paymentProviderSettingsSchema, 'The connection'),
      404: refusal('No such payment provider'),
    },
  }),
  endpoint({
    ...payments,
    id: 'updatePaymentProvider',
    method: 'PUT',
    path: template(paths.settingsPaymentProvider('(provider)')),
    summary:
      'Connect a provider or save its connection: each key checked against the mode; an empty secret keeps the saved one',
    params: paymentProviderParam,
    body: json(paymentProviderBodySchema),
    responses: {
      200: ok(paymentProviderSettingsSchema, 'The connection as saved, secrets masked'),
      404: refusal('No such payment provider'),
      409: staleResponse(paymentProviderSettingsSchema),
      428: versionRequired,
    },
  }),
  endpoint({
    ...payments,
    id: 'disconnectPaymentProvider',
    method: 'DELETE',
    path: template(paths.settingsPaymentProvider('(provider)')),
    // §7 names it settings/payments/{id}: a shop's connection is one per provider, named by it.
    summary: 'Disconnect a provider: its credentials are deleted, checkout stops offering it',
    params: paymentProviderParam,
    responses: {
      204: noContent('Disconnected'),
      404: refusal('No such provider, or it is not connected'),
    },
  }),
];
