import {
  isShippingCarrierId,
  SHIPPING_CARRIERS,
  shippingCarrier,
  shippingCarrierBodySchema,
  shippingCredentialIssues,
  type ShippingCarrierId,
  type ShippingCarrierList,
  type ShippingCarrierSettings,
} from '@shop/admin-api';
import { Hono, type Context } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validVersionedBody } from '../http/validate';
import {
  deleteCarrierConnection,
  getCarrierConnection,
  listCarrierConnections,
  saveCarrierConnection,
  type CarrierConnection,
} from '../repos/shipping-carriers';
import {
  credentialsVault,
  NO_CREDENTIALS,
  storedSecretKeys,
  type CredentialsVault,
} from '../settings-credentials/credentials';

const NO_SUCH_CARRIER = 'No such carrier';

/** The carrier a path names; any other name is a 404. */
function carrierOf(c: Context): ShippingCarrierId {
  const name = c.req.param('name') ?? '';
  if (!isShippingCarrierId(name)) throw notFound(NO_SUCH_CARRIER);
  return name;
}

/** Each secret opens only for its shop, carrier and field (the vault adds the field). */
const sealContext = (shopId: string, carrier: ShippingCarrierId) => `${shopId}:${carrier}`;

/** What GET and PUT answer of a connection: plain credentials, secrets as their last characters. */
function settingsOf(
  vault: CredentialsVault,
  carrier: ShippingCarrierId,
  connection: CarrierConnection | null,
): ShippingCarrierSettings {
  const saved = vault.saved(
    shippingCarrier(carrier).fields,
    connection?.credentials ?? NO_CREDENTIALS,
  );
  return {
    provider: carrier,
    connected: connection !== null,
    status: connection?.status ?? 'inactive',
    mode: connection?.mode ?? 'test',
    ...saved,
    updated_at: connection?.updated_at ?? 0,
  };
}

/**
 * The carriers (§7 shipping/providers): the catalogue with the shop's connection to each, its
 * credentials sealed at rest and never answered (settings-credentials, as payments keep theirs).
 * Saves carry the version they edit (409 when stale).
 */
export function shippingCarrierRoutes({ db, clock, secret }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('shipping'));
  const vault = credentialsVault(secret, 'shipping');

  app.get('/', async (c) => {
    const connections = await listCarrierConnections(db, c.get('auth').shopId);
    const byCarrier = new Map(connections.map((row) => [row.carrier, row]));
    const body: ShippingCarrierList = {
      items: SHIPPING_CARRIERS.map(({ id, name, mark, countries }) => {
        const connection = byCarrier.get(id);
        return {
          id,
          name,
          mark,
          countries: countries === 'worldwide' ? countries : [...countries],
          connected: connection !== undefined,
          status: connection?.status ?? 'inactive',
          mode: connection?.mode ?? null,
          updated_at: connection?.updated_at ?? 0,
        };
      }),
    };
    return c.json(body);
  });

  app.get('/:name', async (c) => {
    const carrier = carrierOf(c);
    const connection = await getCarrierConnection(db, c.get('auth').shopId, carrier);
    return c.json(settingsOf(vault, carrier, connection));
  });

  app.put('/:name', async (c) => {
    const carrier = carrierOf(c);
    const { updated_at: version, ...body } = await validVersionedBody(c, shippingCarrierBodySchema);
    const { shopId } = c.get('auth');
    const saved = await db.transaction(async (tx) => {
      const current = await getCarrierConnection(tx, shopId, carrier, true);
      if (version !== (current?.updated_at ?? 0)) {
        throw staleUpdate(settingsOf(vault, carrier, current));
      }
      const stored = current?.credentials ?? NO_CREDENTIALS;
      const issues = shippingCredentialIssues(carrier, body, {
        mode: current?.mode ?? null,
        storedSecrets: storedSecretKeys(stored),
      });
      // The messages name the field and the rule, never the value typed.
      if (issues.length) throw validationError(issues);
      const { fields } = shippingCarrier(carrier);
      const next = {
        mode: body.mode,
        status: body.status,
        credentials: vault.merge(fields, body.credentials, stored, sealContext(shopId, carrier)),
      };
      const row = await saveCarrierConnection(
        tx,
        shopId,
        carrier,
        nowSeconds(clock),
        next,
        current !== null,
      );
      if (!row) {
        throw staleUpdate(
          settingsOf(vault, carrier, await getCarrierConnection(tx, shopId, carrier)),
        );
      }
      return row;
    });
    return c.json(settingsOf(vault, carrier, saved));
  });

  app.delete('/:name', async (c) => {
    const carrier = carrierOf(c);
    const { shopId } = c.get('auth');
    const deleted = await db.transaction((tx) => deleteCarrierConnection(tx, shopId, carrier));
    if (!deleted) throw notFound(`${shippingCarrier(carrier).name} is not connected`);
    return c.body(null, 204);
  });

  return app;
}
