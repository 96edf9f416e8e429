import {
  cashOnDeliveryBodySchema,
  isPaymentProviderId,
  PAYMENT_PROVIDERS,
  paymentCredentialIssues,
  paymentProvider,
  paymentProviderBodySchema,
  platformPaymentsBodySchema,
  type PaymentProviderId,
  type PaymentProviderSettings,
  type PaymentSettings,
} from '@shop/admin-api';
import { Hono, type Context } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validVersionedBody } from '../http/validate';
import {
  deleteConnection,
  getCashOnDelivery,
  getConnection,
  getPlatformPayments,
  insertConnection,
  listConnections,
  saveCashOnDelivery,
  savePlatformPayments,
  updateConnection,
  type PaymentConnection,
} from '../repos/payments';
import {
  credentialsVault,
  NO_CREDENTIALS,
  storedSecretKeys,
  type CredentialsVault,
} from '../settings-credentials/credentials';

const NO_SUCH_PROVIDER = 'No such payment provider';

/** The provider a path names; any other name (cash-on-delivery included: PUT only) is a 404. */
function providerOf(c: Context): PaymentProviderId {
  const provider = c.req.param('provider') ?? '';
  if (!isPaymentProviderId(provider)) throw notFound(NO_SUCH_PROVIDER);
  return provider;
}

/** Each secret opens only for its shop, provider and field (the vault adds the field). */
const sealContext = (shopId: string, provider: PaymentProviderId) => `${shopId}:${provider}`;

/** What GET and PUT answer of a connection: plain credentials, secrets as their last characters. */
function settingsOf(
  vault: CredentialsVault,
  provider: PaymentProviderId,
  connection: PaymentConnection | null,
): PaymentProviderSettings {
  const saved = vault.saved(
    paymentProvider(provider).fields,
    connection?.credentials ?? NO_CREDENTIALS,
  );
  return {
    provider,
    connected: connection !== null,
    status: connection?.status ?? 'inactive',
    mode: connection?.mode ?? 'test',
    ...saved,
    updated_at: connection?.updated_at ?? 0,
  };
}

/**
 * Settings › payments (§2, §7), all under the `payment` policy: the providers of the catalogue with
 * their credentials (secrets sealed at rest, never answered, see settings-credentials), cash on
 * delivery and the platform's own provider. Saves carry the version they edit (409 when stale).
 */
export function paymentRoutes({ db, clock, secret }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('payment'));
  const vault = credentialsVault(secret, 'payments');

  app.get('/', async (c) => {
    const { shopId } = c.get('auth');
    const [connections, cashOnDelivery, platform] = await Promise.all([
      listConnections(db, shopId),
      getCashOnDelivery(db, shopId),
      getPlatformPayments(db, shopId),
    ]);
    const byProvider = new Map(connections.map((row) => [row.provider, row]));
    const body: PaymentSettings = {
      providers: PAYMENT_PROVIDERS.map(({ id, name, mark, countries, currencies }) => {
        const connection = byProvider.get(id);
        return {
          id,
          name,
          mark,
          countries: countries === 'worldwide' ? countries : [...countries],
          currencies: currencies === 'many' ? currencies : [...currencies],
          connected: connection !== undefined,
          status: connection?.status ?? 'inactive',
          mode: connection?.mode ?? null,
          updated_at: connection?.updated_at ?? 0,
        };
      }),
      cash_on_delivery: cashOnDelivery,
      platform,
    };
    return c.json(body);
  });

  // The two PUT-only methods, before /:provider so their names are not taken for providers.
  app.put('/cash-on-delivery', async (c) => {
    const { updated_at: version, ...fields } = await validVersionedBody(
      c,
      cashOnDeliveryBodySchema,
    );
    const { shopId } = c.get('auth');
    const saved = await db.transaction(async (tx) => {
      const current = await getCashOnDelivery(tx, shopId, true);
      if (version !== current.updated_at) throw staleUpdate(current);
      const row = await saveCashOnDelivery(
        tx,
        shopId,
        nowSeconds(clock),
        fields,
        current.updated_at !== 0,
      );
      // Another first save made the row in between.
      if (!row) throw staleUpdate(await getCashOnDelivery(tx, shopId));
      return row;
    });
    return c.json(saved);
  });

  app.put('/shop-payments', async (c) => {
    const { updated_at: version, ...fields } = await validVersionedBody(
      c,
      platformPaymentsBodySchema,
    );
    const { shopId } = c.get('auth');
    const saved = await db.transaction(async (tx) => {
      const current = await getPlatformPayments(tx, shopId, true);
      if (version !== current.updated_at) throw staleUpdate(current);
      const row = await savePlatformPayments(
        tx,
        shopId,
        nowSeconds(clock),
        fields,
        current.updated_at !== 0,
      );
      if (!row) throw staleUpdate(await getPlatformPayments(tx, shopId));
      return row;
    });
    return c.json(saved);
  });

  app.get('/:provider', async (c) => {
    const provider = providerOf(c);
    const connection = await getConnection(db, c.get('auth').shopId, provider);
    return c.json(settingsOf(vault, provider, connection));
  });

  app.put('/:provider', async (c) => {
    const provider = providerOf(c);
    const { updated_at: version, ...body } = await validVersionedBody(c, paymentProviderBodySchema);
    const { shopId } = c.get('auth');
    const { fields } = paymentProvider(provider);
    const saved = await db.transaction(async (tx) => {
      const current = await getConnection(tx, shopId, provider, true);
      if (version !== (current?.updated_at ?? 0)) {
        throw staleUpdate(settingsOf(vault, provider, current));
      }
      const stored = current?.credentials ?? NO_CREDENTIALS;
      const issues = paymentCredentialIssues(provider, body, {
        mode: current?.mode ?? null,
        storedSecrets: storedSecretKeys(stored),
      });
      // The messages name the field and the rule, never the value typed.
      if (issues.length) throw validationError(issues);
      const next = {
        mode: body.mode,
        status: body.status,
        credentials: vault.merge(fields, body.credentials, stored, sealContext(shopId, provider)),
      };
      const now = nowSeconds(clock);
      if (current) return updateConnection(tx, shopId, provider, now, next);
      const inserted = await insertConnection(tx, shopId, provider, now, next);
      if (!inserted) {
        throw staleUpdate(settingsOf(vault, provider, await getConnection(tx, shopId, provider)));
      }
      return inserted;
    });
    return c.json(settingsOf(vault, provider, saved));
  });

  app.delete('/:provider', async (c) => {
    const provider = providerOf(c);
    const { shopId } = c.get('auth');
    const deleted = await db.transaction((tx) => deleteConnection(tx, shopId, provider));
    if (!deleted) throw notFound(`${paymentProvider(provider).name} is not connected`);
    return c.body(null, 204);
  });

  return app;
}
