import {
  createDomainBodySchema,
  domainCheckBodySchema,
  DOMAIN_HAS_NO_HANDLE,
  DOMAIN_LIMIT,
  DOMAIN_NEEDS_HANDLE,
  DOMAIN_ON_PLATFORM,
  DOMAIN_TAKEN,
  domainIdParam,
  HANDLE_TAKEN,
  MAX_CUSTOM_DOMAINS,
  PLATFORM_DOMAIN_KEPT,
  PRIMARY_NEEDS_VERIFIED,
  updateDomainBodySchema,
  type DomainCheck,
  type DomainList,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { isPgError, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { checkDomain } from '../domains/check';
import {
  isOnPlatform,
  platformHost,
  RESERVED_HANDLES,
  type PlatformConfig,
} from '../domains/platform';
import { ApiError, fieldError, notFound, staleUpdate } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validParams, validVersionedBody } from '../http/validate';
import {
  countCustomDomains,
  deleteDomain,
  getDomain,
  hostTaken,
  insertCustomDomain,
  listDomains,
  saveCheck,
  setPrimary,
  syncStorefrontUrl,
  updateDomainHost,
  updateHandle,
  type StoredDomain,
} from '../repos/domains';

const NOT_FOUND = 'Domain not found';

/** The list, with the platform's domain the shop's own address is under (the admin shows it). */
async function domainList(db: Db, platform: PlatformConfig, shopId: string): Promise<DomainList> {
  return { platform_domain: platform.domain, items: await listDomains(db, platform, shopId) };
}

async function found(
  db: Db,
  platform: PlatformConfig,
  shopId: string,
  id: string,
  lock = false,
): Promise<StoredDomain> {
  const domain = await getDomain(db, platform, shopId, id, lock);
  if (!domain) throw notFound(NOT_FOUND);
  return domain;
}

/** The public record: the token is in the TXT record's value already. */
function answer({ token: _token, ...domain }: StoredDomain) {
  return domain;
}

/** A custom domain's host: not the platform's own (that is a handle), not another's. */
async function checkCustomHost(
  db: Db,
  platform: PlatformConfig,
  host: string,
  exceptId: string | null,
): Promise<void> {
  if (isOnPlatform(platform, host)) throw fieldError('domain', DOMAIN_ON_PLATFORM);
  if (await hostTaken(db, host, exceptId)) throw fieldError('domain', DOMAIN_TAKEN);
}

/** Whether another shop has the handle, or the platform keeps it. */
async function handleTaken(
  db: Db,
  platform: PlatformConfig,
  handle: string,
  ownPlatformId: string | null,
): Promise<boolean> {
  return (
    RESERVED_HANDLES.has(handle) || hostTaken(db, platformHost(platform, handle), ownPlatformId)
  );
}

/** A racing save that took the host first: the unique index answers for the check. */
async function hostGuard<T>(field: 'domain' | 'handle', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) {
      throw fieldError(field, field === 'handle' ? HANDLE_TAKEN : DOMAIN_TAKEN);
    }
    throw error;
  }
}

/** settings/domain: the shop's own address and its custom domains, under the `domain` policy. */
export function domainRoutes({ db, clock, dns, config }: Deps): Hono<AppEnv> {
  const { platform } = config;
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('domain'));

  app.get('/', async (c) => c.json(await domainList(db, platform, c.get('auth').shopId)));

  app.post('/', async (c) => {
    const { domain: host } = await validBody(c, createDomainBodySchema);
    const { shopId } = c.get('auth');
    const created = await hostGuard('domain', () =>
      db.transaction(async (tx) => {
        await checkCustomHost(tx, platform, host, null);
        if ((await countCustomDomains(tx, shopId)) >= MAX_CUSTOM_DOMAINS) {
          throw fieldError('domain', DOMAIN_LIMIT);
        }
        return insertCustomDomain(tx, platform, shopId, host, nowSeconds(clock));
      }),
    );
    return c.json(created, 201);
  });

  app.put('/:id', async (c) => {
    const { id } = validParams(c, domainIdParam);
    const body = await validVersionedBody(c, updateDomainBodySchema);
    const { shopId } = c.get('auth');
    const saved = await hostGuard(body.handle !== undefined ? 'handle' : 'domain', () =>
      db.transaction(async (tx) => {
        const current = await found(tx, platform, shopId, id, true);
        if (body.updated_at !== current.updated_at) throw staleUpdate(answer(current));
        const now = nowSeconds(clock);
        if (current.kind === 'platform') {
          if (body.domain !== undefined) throw fieldError('domain', DOMAIN_NEEDS_HANDLE);
          if (body.handle === undefined) throw fieldError('handle', 'Required');
          if (body.handle !== current.handle) {
            if (await handleTaken(tx, platform, body.handle, current.id)) {
              throw fieldError('handle', HANDLE_TAKEN);
            }
            await updateHandle(tx, platform, shopId, id, body.handle, now);
          }
        } else {
          if (body.handle !== undefined) throw fieldError('handle', DOMAIN_HAS_NO_HANDLE);
          if (body.domain === undefined) throw fieldError('domain', 'Required');
          if (body.domain !== current.host) {
            await checkCustomHost(tx, platform, body.domain, current.id);
            await updateDomainHost(tx, id, body.domain, now);
            // The new name is not verified: the storefront goes back to the shop's own address.
            if (current.primary) await setPrimary(tx, shopId, null);
          }
        }
        await syncStorefrontUrl(tx, shopId);
        return found(tx, platform, shopId, id);
      }),
    );
    return c.json(answer(saved));
  });

  app.delete('/:id', async (c) => {
    const { id } = validParams(c, domainIdParam);
    const { shopId } = c.get('auth');
    await db.transaction(async (tx) => {
      const current = await found(tx, platform, shopId, id, true);
      if (current.kind === 'platform') throw new ApiError(409, PLATFORM_DOMAIN_KEPT);
      await deleteDomain(tx, id);
      if (current.primary) {
        await setPrimary(tx, shopId, null);
        await syncStorefrontUrl(tx, shopId);
      }
    });
    return c.body(null, 204);
  });

  app.post('/:id/primary', async (c) => {
    const { id } = validParams(c, domainIdParam);
    const { shopId } = c.get('auth');
    const list = await db.transaction(async (tx) => {
      const current = await found(tx, platform, shopId, id, true);
      if (current.kind === 'custom' && current.status !== 'verified') {
        throw new ApiError(409, PRIMARY_NEEDS_VERIFIED);
      }
      if (!current.primary) {
        await setPrimary(tx, shopId, id);
        await syncStorefrontUrl(tx, shopId);
      }
      return domainList(tx, platform, shopId);
    });
    return c.json(list);
  });

  app.post('/:id/refresh', async (c) => {
    const { id } = validParams(c, domainIdParam);
    const { shopId } = c.get('auth');
    const before = await found(db, platform, shopId, id);
    // The platform's own address needs no DNS of the merchant's: nothing to look up.
    if (before.kind === 'platform' || !before.token) return c.json(answer(before));
    // The lookups take seconds: outside any transaction, then the result is kept if the domain is
    // still the one that was checked (not renamed or removed meanwhile).
    const result = await checkDomain(dns, platform, before.host, before.token);
    const saved = await db.transaction(async (tx) => {
      const current = await found(tx, platform, shopId, id, true);
      if (current.host === before.host) await saveCheck(tx, id, result, nowSeconds(clock));
      return found(tx, platform, shopId, id);
    });
    return c.json(answer(saved));
  });

  return app;
}

/** settings/domain-check: whether a handle is free, asked as the merchant types it. */
export function domainCheckRoutes({ db, config }: Deps): Hono<AppEnv> {
  const { platform } = config;
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('domain'));

  app.post('/', async (c) => {
    const { handle } = await validBody(c, domainCheckBodySchema);
    const { shopId } = c.get('auth');
    const [own] = (await listDomains(db, platform, shopId)).filter((d) => d.kind === 'platform');
    const available =
      handle === own?.handle || !(await handleTaken(db, platform, handle, own?.id ?? null));
    const body: DomainCheck = { handle, available };
    return c.json(body);
  });

  return app;
}
