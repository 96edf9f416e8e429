import { readFileSync } from 'node:fs';
import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CASHFREE_ENVIRONMENTS,
  DEFAULT_EXTERNAL_LINKS,
  DEFAULT_SUPPORT_EMAIL,
  APP_STORE_WIDGET_INTEGRITY_ENV,
  APP_STORE_WIDGET_URL_ENV,
  DEFAULT_SENTRY_ENVIRONMENT,
  isSentryDsn,
  sentryRelease,
  SENTRY_DSN_ENV,
  SENTRY_ENVIRONMENT_ENV,
  SENTRY_RELEASE_ENV,
  type ErrorReportingConfig,
  isSubresourceIntegrity,
  isWidgetScriptUrl,
  type AppStoreWidgetConfig,
  EXTERNAL_LINK_ENV,
  EXTERNAL_LINK_IDS,
  externalLinksFromEnv,
  isWebUrl,
  domainHostField,
  type CashfreeEnvironment,
  type ExternalLinks,
} from '@shop/admin-api';
import { z } from 'zod';
import {
  DEFAULT_PLATFORM_DOMAIN,
  DEFAULT_PLATFORM_IPV4,
  defaultCnameTarget,
  type PlatformConfig,
} from './domains/platform';
import type { LoadLimits } from './http/load-shed';

/** The repository root, found from this file (apps/api/src/config.ts), not from the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  host: string;
  port: number;
  accountsPort: number;
  /** Origin of the admin app; the accounts service redirects there with the one-time code. */
  adminUrl: string;
  /** Origin of the accounts sign-in service; the admin app sends signed-out users there. */
  accountsUrl: string;
  /** When set, node-postgres against this server; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** HS256 secret; when unset one is generated once and kept in the database. */
  authSecret: string | undefined;
  supportEmail: string;
  /** The outside pages the admin's profile menu and store switcher link to. */
  links: ExternalLinks;
  /** The built admin app (index.html, assets/, locales/). */
  adminDistDir: string;
  /**
   * The uploads folder of versions before the bytes moved into the database (default ./data/uploads):
   * its files are imported once on start (uploads/import-legacy.ts), then it is no longer read.
   */
  uploadsDir: string;
  /**
   * An S3-compatible object store for the bytes of new uploads (uploads/s3-store.ts); unset: they go
   * into the database (`upload_blobs`), as before.
   */
  uploadsS3: UploadsS3Config | undefined;
  /** An OpenAI-compatible service for the AI helpers; unset: text composed locally from the data. */
  ai: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** Connections of each API process's PostgreSQL pool (DATABASE_URL only; PGlite has one). */
  databasePoolSize: number;
  /** API processes sharing the ports (node:cluster, main.ts); more than one needs DATABASE_URL. */
  apiProcesses: number;
  /** How many API requests each process handles and queues at once (http/load-shed.ts). */
  load: LoadLimits;
  /**
   * Tests only: the domain checks read DNS from this JSON zone file instead of the network
   * (domains/resolver.ts). Unset, they ask the machine's DNS servers.
   */
  dnsZoneFile: string | undefined;
  /**
   * The platform's domain (shops' own addresses are `<handle>.<domain>`) and where custom domains
   * must point (domains/platform.ts); the admin shows what the API answers of it.
   */
  platform: PlatformConfig;
  /**
   * The platform's Cashfree account, which merchants pay their plan through (billing/cashfree.ts);
   * unset: paying for a plan is refused with a message saying so.
   */
  cashfree: CashfreeConfig | undefined;
  /** Settings › app store: the automation widget and the key of the tokens it is given. */
  appStore: AppStoreConfig;
  /**
   * Where the admin app reports its errors (Sentry), told to the app through its shop-config; the
   * DSN's origin goes into the admin's CSP. null (no SENTRY_DSN): the app reports nothing.
   */
  errorReporting: ErrorReportingConfig | null;
}

export interface AppStoreConfig {
  /** The widget's script (its origin goes into the admin's CSP); null: the page says there is none. */
  widget: AppStoreWidgetConfig | null;
  /**
   * The HMAC key of the widget's tokens, shared with the widget's service; unset: one derived from
   * the auth secret (app-store/token.ts), which a widget run by the platform itself can derive too.
   */
  tokenSecret: string | undefined;
}

/** Where an S3-compatible store puts the bucket: `path` <endpoint>/<bucket>/<key>, `virtual-hosted` <bucket>.<endpoint host>/<key>. */
export const S3_ADDRESSING = ['path', 'virtual-hosted'] as const;
export type S3Addressing = (typeof S3_ADDRESSING)[number];

export interface UploadsS3Config {
  /** The store's origin (no path): https, or plain http on this machine only (a local MinIO). */
  endpoint: string;
  bucket: string;
  /** The SigV4 signing region (`us-east-1` unless set; Cloudflare R2 takes `auto`). */
  region: string;
  accessKeyId: string;
  /** Never in an answer or a log line. */
  secretAccessKey: string;
  addressing: S3Addressing;
  /** The longest one request to the store may take (ms), the bytes included. */
  timeoutMs: number;
}

export interface CashfreeConfig {
  /** The App ID, sent as `x-client-id`. */
  appId: string;
  /** The secret key, sent as `x-client-secret`; never in an answer or a log line. */
  secretKey: string;
  environment: CashfreeEnvironment;
  /** Cashfree's host for the environment (CASHFREE_HOSTS) unless CASHFREE_BASE_URL names another. */
  baseUrl: string;
}

/** Cashfree's API host in each environment (its PG API lives under /pg). */
export const CASHFREE_HOSTS: Record<CashfreeEnvironment, string> = {
  sandbox: 'https://sandbox.cashfree.com',
  production: 'https://api.cashfree.com',
};

/** node-postgres' own default pool size. */
export const DEFAULT_POOL_SIZE = 10;
/**
 * Requests in flight per database connection: a request holds its connection only while a statement
 * runs, and spends the rest parsing, checking and writing JSON, so about twice as many requests as
 * connections keep every connection busy; more would only queue inside the pool, unbounded.
 */
const IN_FLIGHT_PER_CONNECTION = 2;
/**
 * PGlite runs one statement at a time on the server's own thread: a few requests in flight let one
 * write its answer while another's statement runs.
 */
const PGLITE_IN_FLIGHT = 4;
/**
 * Waiting requests per request in flight: about as many as a process answers within the wait bound
 * on a 2-core machine (PostgreSQL: some 800 list requests/s x 2 s for 20 in flight; PGlite: some 150/s
 * x 2 s for 4), so the queue refuses a flood at once and the wait bound refuses a slow-down. A
 * shorter queue refuses requests that would have been answered in time, and a refused client that
 * retries at once costs more than waiting would (`pnpm bench load`: 16 per request in flight cut PGlite's
 * answers from 149/s to 112/s at 100 clients, with 20,206 503s).
 */
const QUEUE_PER_IN_FLIGHT = 64;
/** The longest a request waits for its turn before it is answered 503 (ms). */
const DEFAULT_QUEUE_WAIT_MS = 2000;

/** The S3 upload store's settings that are needed together; the others have defaults. */
const S3_REQUIRED = [
  'UPLOADS_S3_ENDPOINT',
  'UPLOADS_S3_BUCKET',
  'UPLOADS_S3_ACCESS_KEY_ID',
  'UPLOADS_S3_SECRET_ACCESS_KEY',
] as const;
const S3_OPTIONAL = [
  'UPLOADS_S3_REGION',
  'UPLOADS_S3_ADDRESSING',
  'UPLOADS_S3_TIMEOUT_MS',
] as const;
const DEFAULT_S3_REGION = 'us-east-1';
/** Long enough to send a 5 MB theme image over a slow link, short enough not to hold a request long. */
const DEFAULT_S3_TIMEOUT_MS = 10_000;

/**
 * Plain http may only reach this machine (a local MinIO): signed requests and the merchant's files
 * travel to the store, so anything further needs TLS.
 */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    (isIPv4(hostname) && hostname.startsWith('127.'))
  );
}

/** An origin (no credentials, path, query or fragment) over https, or http on this machine. */
function isS3Endpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** S3's bucket naming rules (R2, MinIO and B2 keep within them): 3-63 of a-z 0-9 . -, not an IP. */
function isBucketName(value: string): boolean {
  return (
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value) &&
    !/\.\.|\.-|-\./.test(value) &&
    !isIPv4(value)
  );
}

/** `A, B and C`. */
function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The checks that concern the S3 store as a whole: all of it or none, and addressing it can take. */
function checkUploadsS3(e: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const set = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => e[name] !== undefined);
  if (set.length === 0) return;
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `the S3 upload store also needs ${listed(missing)}: set ${listed(S3_REQUIRED)} together (or no UPLOADS_S3_ setting, for uploads in the database)`,
    });
    return;
  }
  // Virtual-hosted addressing puts the bucket into the host name (a bad endpoint has its own issue).
  const value = String(e.UPLOADS_S3_ENDPOINT);
  if (e.UPLOADS_S3_ADDRESSING !== 'virtual-hosted' || !isS3Endpoint(value)) return;
  const endpoint = new URL(value);
  if (isIP(endpoint.hostname.replace(/^\[|\]$/g, '')) || endpoint.hostname === 'localhost') {
    ctx.addIssue({
      code: 'custom',
      path: ['UPLOADS_S3_ADDRESSING'],
      message:
        'virtual-hosted addressing puts the bucket into the host name, which an IP address or localhost cannot hold: set UPLOADS_S3_ADDRESSING=path',
    });
  } else if (endpoint.protocol === 'https:' && String(e.UPLOADS_S3_BUCKET).includes('.')) {
    ctx.addIssue({
      code: 'custom',
      path: ['UPLOADS_S3_ADDRESSING'],
      message:
        "a bucket name with dots, in the host name, is not covered by the store's TLS certificate: set UPLOADS_S3_ADDRESSING=path",
    });
  }
}

function uploadsS3(e: {
  UPLOADS_S3_ENDPOINT?: string | undefined;
  UPLOADS_S3_BUCKET?: string | undefined;
  UPLOADS_S3_REGION?: string | undefined;
  UPLOADS_S3_ACCESS_KEY_ID?: string | undefined;
  UPLOADS_S3_SECRET_ACCESS_KEY?: string | undefined;
  UPLOADS_S3_ADDRESSING?: S3Addressing | undefined;
  UPLOADS_S3_TIMEOUT_MS?: number | undefined;
}): UploadsS3Config | undefined {
  // All four or none: checkUploadsS3 refused anything between.
  if (
    !e.UPLOADS_S3_ENDPOINT ||
    !e.UPLOADS_S3_BUCKET ||
    !e.UPLOADS_S3_ACCESS_KEY_ID ||
    !e.UPLOADS_S3_SECRET_ACCESS_KEY
  ) {
    return undefined;
  }
  return {
    endpoint: new URL(e.UPLOADS_S3_ENDPOINT).origin,
    bucket: e.UPLOADS_S3_BUCKET,
    region: e.UPLOADS_S3_REGION ?? DEFAULT_S3_REGION,
    accessKeyId: e.UPLOADS_S3_ACCESS_KEY_ID,
    secretAccessKey: e.UPLOADS_S3_SECRET_ACCESS_KEY,
    // Path-style works with every S3-compatible store (MinIO needs it, R2, B2 and AWS accept it) and
    // with any bucket name; virtual-hosted is for a store that asks for it.
    addressing: e.UPLOADS_S3_ADDRESSING ?? 'path',
    timeoutMs: e.UPLOADS_S3_TIMEOUT_MS ?? DEFAULT_S3_TIMEOUT_MS,
  };
}

const port = z.coerce.number().int().min(0).max(65535);
const webUrl = z.string().refine(isWebUrl, 'must be an http(s) URL');
const linkVariables = Object.fromEntries(
  EXTERNAL_LINK_IDS.map((id) => [EXTERNAL_LINK_ENV[id], webUrl.optional()]),
);
const envSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(4000),
    ACCOUNTS_PORT: port.default(4100),
    ADMIN_URL: z.url().optional(),
    ACCOUNTS_URL: z.url().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).optional(),
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(900),
    // 32 characters or more: a short HMAC key is guessable offline from any token.
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
    ADMIN_DIST_DIR: z.string().min(1).optional(),
    UPLOADS_DIR: z.string().min(1).optional(),
    UPLOADS_S3_ENDPOINT: z
      .string()
      .refine(
        isS3Endpoint,
        'must be the https origin of the store, e.g. https://s3.eu-central-1.amazonaws.com (no path; plain http only on 127.0.0.1 or localhost)',
      )
      .optional(),
    UPLOADS_S3_BUCKET: z
      .string()
      .refine(isBucketName, 'must be a bucket name: 3 to 63 of a-z, 0-9, dots and hyphens')
      .optional(),
    UPLOADS_S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1 (Cloudflare R2: auto)')
      .optional(),
    UPLOADS_S3_ACCESS_KEY_ID: z.string().regex(/^\S+$/, 'must not contain spaces').optional(),
    UPLOADS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    UPLOADS_S3_ADDRESSING: z.enum(S3_ADDRESSING).optional(),
    UPLOADS_S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).optional(),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
    API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    API_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).optional(),
    API_MAX_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
    API_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(DEFAULT_QUEUE_WAIT_MS),
    DNS_ZONE_FILE: z.string().min(1).optional(),
    PLATFORM_DOMAIN: domainHostField.default(DEFAULT_PLATFORM_DOMAIN),
    PLATFORM_CNAME_TARGET: domainHostField.optional(),
    PLATFORM_IPV4: z
      .string()
      .refine(isIPv4, 'must be an IPv4 address')
      .default(DEFAULT_PLATFORM_IPV4),
    CASHFREE_APP_ID: z.string().min(1).optional(),
    CASHFREE_SECRET_KEY: z.string().min(1).optional(),
    CASHFREE_ENV: z.enum(CASHFREE_ENVIRONMENTS).default('sandbox'),
    CASHFREE_BASE_URL: webUrl.optional(),
    [APP_STORE_WIDGET_URL_ENV]: z
      .string()
      .refine(isWidgetScriptUrl, 'must be an https URL (http only on localhost)')
      .optional(),
    [APP_STORE_WIDGET_INTEGRITY_ENV]: z
      .string()
      .refine(isSubresourceIntegrity, 'must be one sha256-, sha384- or sha512- hash in base64')
      .optional(),
    // As AUTH_SECRET: a short HMAC key is guessable offline from any token.
    APP_STORE_TOKEN_SECRET: z
      .string()
      .min(32, 'APP_STORE_TOKEN_SECRET must be at least 32 characters')
      .optional(),
    [SENTRY_DSN_ENV]: z
      .string()
      .refine(
        isSentryDsn,
        'must be a Sentry DSN: https://<public key>@<host>/<project id> (http only on localhost; no secret key)',
      )
      .optional(),
    [SENTRY_ENVIRONMENT_ENV]: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'must be a name such as production or staging')
      .default(DEFAULT_SENTRY_ENVIRONMENT),
    [SENTRY_RELEASE_ENV]: z
      .string()
      .regex(/^[\w.@+-]{1,200}$/, 'must be a release name such as shop-admin@1.4.0')
      .optional(),
    ...linkVariables,
  })
  // Both or neither: a base URL without a key (or the reverse) is a mistake, not a choice, and
  // silently falling back to the local provider would hide it.
  .refine((e) => !e.AI_BASE_URL === !e.AI_API_KEY, {
    path: ['AI_BASE_URL'],
    message: 'set AI_BASE_URL and AI_API_KEY together (or neither, for the local AI provider)',
  })
  // Both or neither, as for the AI service: half a Cashfree account is a mistake, not a choice.
  .refine((e) => !e.CASHFREE_APP_ID === !e.CASHFREE_SECRET_KEY, {
    path: ['CASHFREE_APP_ID'],
    message: 'set CASHFREE_APP_ID and CASHFREE_SECRET_KEY together (or neither: no plan payments)',
  })
  // An integrity hash of no script is a mistake: the widget it was meant for would be unchecked.
  .refine((e) => !e.APP_STORE_WIDGET_INTEGRITY || e.APP_STORE_WIDGET_URL, {
    path: [APP_STORE_WIDGET_INTEGRITY_ENV],
    message: 'set APP_STORE_WIDGET_URL too: the hash checks the script found there',
  })
  // Half an object store is a mistake, not a choice: uploads silently kept in the database would hide it.
  .superRefine(checkUploadsS3)
  // PGlite is a database inside one process: a second process cannot open its folder.
  .refine((e) => e.API_PROCESSES === 1 || e.DATABASE_URL, {
    path: ['API_PROCESSES'],
    message:
      'more than one API process needs DATABASE_URL (a PostgreSQL server): the embedded PGlite database belongs to one process',
  });

/** Read the configuration from the environment; empty variables count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    accountsPort: e.ACCOUNTS_PORT,
    adminUrl: trimSlash(e.ADMIN_URL ?? `http://localhost:${e.PORT}`),
    accountsUrl: trimSlash(e.ACCOUNTS_URL ?? `http://localhost:${e.ACCOUNTS_PORT}`),
    databaseUrl: e.DATABASE_URL,
    dataDir: resolveDataDir(e.DATA_DIR),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    authSecret: e.AUTH_SECRET,
    supportEmail: e.SUPPORT_EMAIL,
    // Checked by the schema above (http(s) only).
    links: { ...DEFAULT_EXTERNAL_LINKS, ...externalLinksFromEnv(present) },
    adminDistDir: path.resolve(REPO_ROOT, e.ADMIN_DIST_DIR ?? 'apps/admin/dist'),
    uploadsDir: path.resolve(REPO_ROOT, e.UPLOADS_DIR ?? 'data/uploads'),
    uploadsS3: uploadsS3(e),
    ai:
      e.AI_BASE_URL && e.AI_API_KEY
        ? { baseUrl: trimSlash(e.AI_BASE_URL), apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    apiProcesses: e.API_PROCESSES,
    load: loadLimits(e),
    dnsZoneFile: e.DNS_ZONE_FILE && path.resolve(REPO_ROOT, e.DNS_ZONE_FILE),
    platform: {
      domain: e.PLATFORM_DOMAIN,
      cnameTarget: e.PLATFORM_CNAME_TARGET ?? defaultCnameTarget(e.PLATFORM_DOMAIN),
      ipv4: e.PLATFORM_IPV4,
    },
    cashfree:
      e.CASHFREE_APP_ID && e.CASHFREE_SECRET_KEY
        ? {
            appId: e.CASHFREE_APP_ID,
            secretKey: e.CASHFREE_SECRET_KEY,
            environment: e.CASHFREE_ENV,
            baseUrl: trimSlash(e.CASHFREE_BASE_URL ?? CASHFREE_HOSTS[e.CASHFREE_ENV]),
          }
        : undefined,
    appStore: {
      widget: e.APP_STORE_WIDGET_URL
        ? {
            url: e.APP_STORE_WIDGET_URL,
            ...(e.APP_STORE_WIDGET_INTEGRITY ? { integrity: e.APP_STORE_WIDGET_INTEGRITY } : {}),
          }
        : null,
      tokenSecret: e.APP_STORE_TOKEN_SECRET,
    },
    errorReporting: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT,
          release: e.SENTRY_RELEASE ?? sentryRelease(adminVersion()),
        }
      : null,
  };
}

/** The admin app's version (apps/admin/package.json), which its build names its source maps by. */
function adminVersion(): string {
  const file = path.join(REPO_ROOT, 'apps/admin/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Explicit limits, else derived from the database's connections (see the constants above). */
function loadLimits(e: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  API_MAX_IN_FLIGHT?: number | undefined;
  API_MAX_QUEUE?: number | undefined;
  API_QUEUE_WAIT_MS: number;
}): LoadLimits {
  const maxInFlight =
    e.API_MAX_IN_FLIGHT ??
    (e.DATABASE_URL ? IN_FLIGHT_PER_CONNECTION * e.DATABASE_POOL_SIZE : PGLITE_IN_FLIGHT);
  return {
    maxInFlight,
    maxQueue: e.API_MAX_QUEUE ?? QUEUE_PER_IN_FLIGHT * maxInFlight,
    maxWaitMs: e.API_QUEUE_WAIT_MS,
  };
}

/** A relative DATA_DIR counts from the repository root; `memory://` keeps PGlite in memory. */
function resolveDataDir(value: string | undefined): string {
  if (value?.startsWith('memory://')) return value;
  return path.resolve(REPO_ROOT, value ?? 'data/pglite');
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
