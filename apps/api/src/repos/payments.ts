import type {
  CashOnDelivery,
  cashOnDeliveryBodySchema,
  CredentialMode,
  PaymentProviderId,
  PlatformPayments,
  platformPaymentsBodySchema,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import {
  parseStoredCredentials,
  type StoredCredentials,
} from '../settings-credentials/credentials';

/** A shop's connection to a provider (migration 017), its credentials as the vault keeps them. */
export interface PaymentConnection {
  provider: PaymentProviderId;
  mode: CredentialMode;
  status: 'active' | 'inactive';
  credentials: StoredCredentials;
  updated_at: number;
}

interface ConnectionRow {
  provider: PaymentProviderId;
  mode: CredentialMode;
  status: 'active' | 'inactive';
  credentials: unknown;
  updated_at: number;
}

const toConnection = (row: ConnectionRow): PaymentConnection => ({
  ...row,
  credentials: parseStoredCredentials(row.credentials),
});

/** The shop's connections, without their credentials (the list shows none of them). */
export async function listConnections(
  db: Db,
  shopId: string,
): Promise<Omit<PaymentConnection, 'credentials'>[]> {
  return db.query(
    `SELECT provider, mode, status, updated_at FROM payment_connections WHERE shop_id = $1`,
    [shopId],
  );
}

export async function getConnection(
  db: Db,
  shopId: string,
  provider: PaymentProviderId,
  lock = false,
): Promise<PaymentConnection | null> {
  const [row] = await db.query<ConnectionRow>(
    `SELECT provider, mode, status, credentials, updated_at FROM payment_connections
     WHERE shop_id = $1 AND provider = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, provider],
  );
  return row ? toConnection(row) : null;
}

export interface ConnectionFields {
  mode: CredentialMode;
  status: 'active' | 'inactive';
  credentials: StoredCredentials;
}

/**
 * Connect: a new row, unless another save made one first (then null: the caller answers 409).
 */
export async function insertConnection(
  tx: Db,
  shopId: string,
  provider: PaymentProviderId,
  now: number,
  fields: ConnectionFields,
): Promise<PaymentConnection | null> {
  const [row] = await tx.query<ConnectionRow>(
    `INSERT INTO payment_connections (shop_id, provider, mode, status, credentials, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)
     ON CONFLICT (shop_id, provider) DO NOTHING
     RETURNING provider, mode, status, credentials, updated_at`,
    [shopId, provider, fields.mode, fields.status, JSON.stringify(fields.credentials), now],
  );
  return row ? toConnection(row) : null;
}

/** Save a connection (its row locked by the caller); the version moves on within a second too. */
export async function updateConnection(
  tx: Db,
  shopId: string,
  provider: PaymentProviderId,
  now: number,
  fields: ConnectionFields,
): Promise<PaymentConnection> {
  const [row] = await tx.query<ConnectionRow>(
    `UPDATE payment_connections SET mode = $3, status = $4, credentials = $5::jsonb,
       updated_at = GREATEST($6::bigint, updated_at + 1)
     WHERE shop_id = $1 AND provider = $2
     RETURNING provider, mode, status, credentials, updated_at`,
    [shopId, provider, fields.mode, fields.status, JSON.stringify(fields.credentials), now],
  );
  if (!row) throw new Error(`payment connection ${provider} vanished during update`);
  return toConnection(row);
}

/** Disconnect: the row and its credentials go. False when it was not connected. */
export async function deleteConnection(
  tx: Db,
  shopId: string,
  provider: PaymentProviderId,
): Promise<boolean> {
  const rows = await tx.query(
    'DELETE FROM payment_connections WHERE shop_id = $1 AND provider = $2 RETURNING provider',
    [shopId, provider],
  );
  return rows.length > 0;
}

/** What a shop that never saved cash on delivery has: off, with the usual name. Version 0. */
export const DEFAULT_CASH_ON_DELIVERY: CashOnDelivery = {
  display_name: 'Cash on delivery',
  instructions: '',
  fee: null,
  min_order: null,
  max_order: null,
  status: 'inactive',
  updated_at: 0,
};

const COD_COLUMNS = 'display_name, instructions, fee, min_order, max_order, status, updated_at';

export async function getCashOnDelivery(
  db: Db,
  shopId: string,
  lock = false,
): Promise<CashOnDelivery> {
  const [row] = await db.query<CashOnDelivery>(
    `SELECT ${COD_COLUMNS} FROM cash_on_delivery WHERE shop_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [shopId],
  );
  return row ?? DEFAULT_CASH_ON_DELIVERY;
}

type CashOnDeliveryFields = Omit<z.output<typeof cashOnDeliveryBodySchema>, 'updated_at'>;

/**
 * Save cash on delivery: the first save makes the row, unless another made it first (null: 409);
 * a later one updates the row the caller locked.
 */
export async function saveCashOnDelivery(
  tx: Db,
  shopId: string,
  now: number,
  fields: CashOnDeliveryFields,
  exists: boolean,
): Promise<CashOnDelivery | null> {
  const values = [
    shopId,
    fields.display_name,
    fields.instructions,
    fields.fee,
    fields.min_order,
    fields.max_order,
    fields.status,
    now,
  ];
  const [row] = await tx.query<CashOnDelivery>(
    exists
      ? `UPDATE cash_on_delivery SET display_name = $2, instructions = $3, fee = $4,
           min_order = $5, max_order = $6, status = $7,
           updated_at = GREATEST($8::bigint, updated_at + 1)
         WHERE shop_id = $1 RETURNING ${COD_COLUMNS}`
      : `INSERT INTO cash_on_delivery (shop_id, display_name, instructions, fee, min_order,
           max_order, status, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (shop_id) DO NOTHING RETURNING ${COD_COLUMNS}`,
    values,
  );
  return row ?? null;
}

/**
 * What a card statement shows for a shop that never set one: its name in the letters card networks
 * take, cut to their 22 characters; "ONLINE SHOP" when too little of the name is left.
 */
export function defaultStatementDescriptor(shopName: string): string {
  const latin = shopName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 .,-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, 22)
    .trim();
  return latin.length >= 5 && /[A-Z]/.test(latin) ? latin : 'ONLINE SHOP';
}

export async function getPlatformPayments(
  db: Db,
  shopId: string,
  lock = false,
): Promise<PlatformPayments> {
  const [row] = await db.query<PlatformPayments>(
    `SELECT statement_descriptor, status, updated_at FROM platform_payments
     WHERE shop_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [shopId],
  );
  if (row) return row;
  const [shop] = await db.query<{ name: string }>('SELECT name FROM shops WHERE id = $1', [shopId]);
  return {
    statement_descriptor: defaultStatementDescriptor(shop?.name ?? ''),
    status: 'inactive',
    updated_at: 0,
  };
}

type PlatformPaymentsFields = Omit<z.output<typeof platformPaymentsBodySchema>, 'updated_at'>;

/** As saveCashOnDelivery, for the platform's provider. */
export async function savePlatformPayments(
  tx: Db,
  shopId: string,
  now: number,
  fields: PlatformPaymentsFields,
  exists: boolean,
): Promise<PlatformPayments | null> {
  const [row] = await tx.query<PlatformPayments>(
    exists
      ? `UPDATE platform_payments SET statement_descriptor = $2, status = $3,
           updated_at = GREATEST($4::bigint, updated_at + 1)
         WHERE shop_id = $1 RETURNING statement_descriptor, status, updated_at`
      : `INSERT INTO platform_payments (shop_id, statement_descriptor, status, updated_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (shop_id) DO NOTHING RETURNING statement_descriptor, status, updated_at`,
    [shopId, fields.statement_descriptor, fields.status, now],
  );
  return row ?? null;
}
