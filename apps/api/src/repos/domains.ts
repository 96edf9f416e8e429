import { randomBytes } from 'node:crypto';
import type { DnsRecord, Domain, DomainKind, DomainStatus } from '@shop/admin-api';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import { uncheckedRecords } from '../domains/check';
import { platformHost, type PlatformConfig } from '../domains/platform';

interface DomainRow {
  id: string;
  kind: DomainKind;
  host: string;
  handle: string | null;
  is_primary: boolean;
  status: DomainStatus;
  verification_token: string | null;
  records: DnsRecord[] | null;
  checked_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A domain as answered; a custom one not checked yet shows the records the platform expects. */
function toDomain(platform: PlatformConfig, row: DomainRow): Domain {
  const records =
    row.kind === 'platform'
      ? []
      : (row.records ?? uncheckedRecords(platform, row.host, row.verification_token ?? ''));
  return {
    id: row.id,
    kind: row.kind,
    host: row.host,
    handle: row.handle,
    primary: row.is_primary,
    status: row.status,
    records,
    checked_at: row.checked_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const COLUMNS = `id, kind, host, handle, is_primary, status, verification_token, records,
  checked_at, created_at, updated_at`;

/** The platform address first, then the custom domains, oldest first. */
export async function listDomains(
  db: Db,
  platform: PlatformConfig,
  shopId: string,
): Promise<Domain[]> {
  const rows = await db.query<DomainRow>(
    `SELECT ${COLUMNS} FROM shop_domains WHERE shop_id = $1
     ORDER BY kind = 'platform' DESC, created_at, id`,
    [shopId],
  );
  return rows.map((row) => toDomain(platform, row));
}

export interface StoredDomain extends Domain {
  /** What the TXT record must hold (custom domains). */
  token: string | null;
}

export async function getDomain(
  db: Db,
  platform: PlatformConfig,
  shopId: string,
  id: string,
  lock = false,
): Promise<StoredDomain | null> {
  const [row] = await db.query<DomainRow>(
    `SELECT ${COLUMNS} FROM shop_domains WHERE shop_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  return row ? { ...toDomain(platform, row), token: row.verification_token } : null;
}

/** Whether another domain (of any shop) has this host. */
export async function hostTaken(db: Db, host: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM shop_domains WHERE host = $1 AND id IS DISTINCT FROM $2) AS taken',
    [host, exceptId],
  );
  return Boolean(row?.taken);
}

export async function countCustomDomains(db: Db, shopId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM shop_domains WHERE shop_id = $1 AND kind = 'custom'",
    [shopId],
  );
  return row?.n ?? 0;
}

/** A new custom domain: pending, with a fresh verification token. */
export async function insertCustomDomain(
  tx: Db,
  platform: PlatformConfig,
  shopId: string,
  host: string,
  now: number,
): Promise<Domain> {
  const [row] = await tx.query<DomainRow>(
    `INSERT INTO shop_domains (id, shop_id, kind, host, status, verification_token, created_at, updated_at)
     VALUES ($1, $2, 'custom', $3, 'pending', $4, $5, $5) RETURNING ${COLUMNS}`,
    [newId('dom'), shopId, host, randomBytes(16).toString('hex'), now],
  );
  return toDomain(platform, row!);
}

/**
 * A custom domain's new host: what was checked was another name, so the check starts again (the
 * token stays: it proves the shop, whatever the name).
 */
export async function updateDomainHost(
  tx: Db,
  id: string,
  host: string,
  now: number,
): Promise<void> {
  await tx.query(
    `UPDATE shop_domains SET host = $2, status = 'pending', records = NULL, checked_at = NULL,
       updated_at = GREATEST($3::bigint, updated_at + 1)
     WHERE id = $1`,
    [id, host, now],
  );
}

/** The shop's new handle: its platform address, and the shop's host, which mirrors it. */
export async function updateHandle(
  tx: Db,
  platform: PlatformConfig,
  shopId: string,
  id: string,
  handle: string,
  now: number,
): Promise<void> {
  const host = platformHost(platform, handle);
  await tx.query(
    `UPDATE shop_domains SET handle = $3, host = $4, updated_at = GREATEST($5::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2`,
    [shopId, id, handle, host, now],
  );
  await tx.query('UPDATE shops SET host = $2 WHERE id = $1', [shopId, host]);
}

export async function deleteDomain(tx: Db, id: string): Promise<void> {
  await tx.query('DELETE FROM shop_domains WHERE id = $1', [id]);
}

/**
 * Make `id` the primary domain (or, with null, the shop's platform address). The old primary is
 * cleared first: the one-primary index is checked row by row.
 */
export async function setPrimary(tx: Db, shopId: string, id: string | null): Promise<void> {
  await tx.query('UPDATE shop_domains SET is_primary = false WHERE shop_id = $1 AND is_primary', [
    shopId,
  ]);
  await tx.query(
    `UPDATE shop_domains SET is_primary = true
     WHERE shop_id = $1 AND ${id === null ? "kind = 'platform'" : 'id = $2'}`,
    id === null ? [shopId] : [shopId, id],
  );
}

/**
 * The storefront's address follows the primary domain (the sidebar's preview link reads it from
 * the shop). Not a change of the shop's settings: its version stays, so no edit form of the shop
 * turns stale for it.
 */
export async function syncStorefrontUrl(tx: Db, shopId: string): Promise<void> {
  await tx.query(
    `UPDATE shops SET storefront_url = 'https://' || d.host
     FROM shop_domains d WHERE shops.id = $1 AND d.shop_id = $1 AND d.is_primary`,
    [shopId],
  );
}

/** What a DNS check found. The version stays: a check changes nothing the merchant edits. */
export async function saveCheck(
  tx: Db,
  id: string,
  result: { status: DomainStatus; records: DnsRecord[] },
  now: number,
): Promise<void> {
  await tx.query(
    'UPDATE shop_domains SET status = $2, records = $3::jsonb, checked_at = $4 WHERE id = $1',
    [id, result.status, JSON.stringify(result.records), now],
  );
}
