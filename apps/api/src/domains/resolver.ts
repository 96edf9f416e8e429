import { Resolver } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';

/**
 * The DNS lookups a domain check makes: node:dns's Resolver has exactly these methods. The server
 * gets one through its Deps, so tests hand it a fake and nothing reaches the network.
 */
export interface DnsResolver {
  resolve4(name: string): Promise<string[]>;
  resolveCname(name: string): Promise<string[]>;
  resolveTxt(name: string): Promise<string[][]>;
}

/**
 * node:dns error codes that mean "no such record": the name does not exist (ENOTFOUND, NXDOMAIN)
 * or has no record of the kind asked (ENODATA). Any other code is a failed lookup (a time-out, a
 * server failure, no network): it says nothing about the records.
 */
const NO_RECORD_CODES = new Set(['ENOTFOUND', 'ENODATA']);

export function isNoRecord(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NO_RECORD_CODES.has(code);
}

/** Each query waits this long for an answer, and is tried this many times. */
const QUERY_TIMEOUT_MS = 4000;
const QUERY_TRIES = 2;

/** The machine's DNS servers, through node:dns. */
export function systemResolver(): DnsResolver {
  return new Resolver({ timeout: QUERY_TIMEOUT_MS, tries: QUERY_TRIES });
}

/**
 * Records by name, then by type, as a fake DNS holds them: `{ "shop.example.com": { "CNAME":
 * ["shops.myshop.test"] } }`. A TXT record is one string (a real one may be split into chunks;
 * the check joins them). `error` makes every lookup of the name fail with that code (ETIMEOUT,
 * ESERVFAIL), as an unreachable DNS server would.
 */
export type DnsZone = Record<
  string,
  { A?: string[]; CNAME?: string[]; TXT?: string[]; error?: string } | undefined
>;

function dnsError(code: string, name: string): Error {
  return Object.assign(new Error(`${code} ${name}`), { code, hostname: name });
}

/** The most CNAMEs a lookup follows before it gives up, as a real resolver would. */
const MAX_CNAME_HOPS = 8;

/**
 * A resolver that answers from a zone, never from the network, as a DNS server holding that zone
 * would: an unknown name is ENOTFOUND, a known name without the type ENODATA, and an A lookup
 * follows CNAMEs. `zone` is read for every lookup, so a test can change it between checks.
 */
export function zoneResolver(zone: () => DnsZone | Promise<DnsZone>): DnsResolver {
  const lookup = async (name: string, type: 'A' | 'CNAME' | 'TXT'): Promise<string[]> => {
    const records = await zone();
    let current = name.toLowerCase();
    for (let hop = 0; hop <= MAX_CNAME_HOPS; hop++) {
      const entry = records[current];
      if (!entry) throw dnsError('ENOTFOUND', name);
      if (entry.error) throw dnsError(entry.error, name);
      const values = entry[type];
      if (values?.length) return values;
      const alias = entry.CNAME?.[0];
      if (type !== 'A' || !alias) throw dnsError('ENODATA', name);
      current = alias.toLowerCase();
    }
    throw dnsError('ESERVFAIL', name);
  };
  return {
    resolve4: (name) => lookup(name, 'A'),
    resolveCname: (name) => lookup(name, 'CNAME'),
    resolveTxt: async (name) => (await lookup(name, 'TXT')).map((value) => [value]),
  };
}

/**
 * A zone kept in a JSON file (DNS_ZONE_FILE): the end-to-end tests' DNS, which they write as a
 * merchant would add records at their provider. A missing file is an empty zone.
 */
export function zoneFileResolver(file: string): DnsResolver {
  return zoneResolver(async () => {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as DnsZone;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return {};
      throw error;
    }
  });
}
