import type { DnsFound, DnsRecord, DnsRecordState, DomainStatus } from '@shop/admin-api';
import { VERIFICATION_LABEL, VERIFICATION_PREFIX, type PlatformConfig } from './platform';
import { isNoRecord, type DnsResolver } from './resolver';

/** A record a custom domain needs, before any check. */
export type ExpectedRecord = Omit<DnsRecord, 'state' | 'found'>;

/**
 * A zone's apex (`example.com`) cannot hold a CNAME next to its other records, so it points by an
 * A record; a subdomain (`shop.example.com`, `www.example.co.uk`) by a CNAME, which follows the
 * platform if its address changes. Two labels is the apex for most domains; where it is not
 * (`example.co.uk`), the check accepts either kind of record anyway.
 */
function isApex(host: string): boolean {
  return host.split('.').length === 2;
}

/** The records the merchant must add for `host`: where it points, and the proof of ownership. */
export function expectedRecords(
  platform: PlatformConfig,
  host: string,
  token: string,
): ExpectedRecord[] {
  return [
    isApex(host)
      ? { purpose: 'routing', type: 'A', name: host, value: platform.ipv4 }
      : { purpose: 'routing', type: 'CNAME', name: host, value: platform.cnameTarget },
    {
      purpose: 'verification',
      type: 'TXT',
      name: `${VERIFICATION_LABEL}.${host}`,
      value: `${VERIFICATION_PREFIX}${token}`,
    },
  ];
}

/** The records as they stand before the first check. */
export function uncheckedRecords(
  platform: PlatformConfig,
  host: string,
  token: string,
): DnsRecord[] {
  return expectedRecords(platform, host, token).map((r) => ({
    ...r,
    state: 'unchecked',
    found: [],
  }));
}

/** Host names compare without case and without the root's trailing dot. */
const sameHost = (a: string, b: string) =>
  a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

type Lookup = { found: DnsFound[]; failed: boolean };

/** The most records of one kind a check keeps (a name may have many; a few tell the story). */
const MAX_FOUND = 10;
/** Characters kept of one value found (a TXT record may be long; the start tells what it is). */
const MAX_VALUE = 512;
/**
 * A check gives up after this long, its lookups not answered counted as failed: the app waits 30 s
 * for the refresh (§9), and the answer must reach it before that.
 */
export const CHECK_DEADLINE_MS = 20_000;

/** A lookup's records, none when DNS says there are none, `failed` when it could not say. */
async function lookup(type: DnsFound['type'], query: () => Promise<string[]>): Promise<Lookup> {
  try {
    const values = (await query()).slice(0, MAX_FOUND);
    return {
      found: values.map((value) => ({ type, value: value.slice(0, MAX_VALUE) })),
      failed: false,
    };
  } catch (error) {
    return { found: [], failed: !isNoRecord(error) };
  }
}

/**
 * Where the host points. A CNAME, when there is one, is the answer (an A lookup would only follow
 * it); otherwise its A records. Either kind pointing at the platform will do.
 */
async function routing(
  resolver: DnsResolver,
  platform: PlatformConfig,
  host: string,
): Promise<Lookup & { ok: boolean }> {
  const cname = await lookup('CNAME', () => resolver.resolveCname(host));
  if (cname.found.length) {
    return { ...cname, ok: cname.found.some((r) => sameHost(r.value, platform.cnameTarget)) };
  }
  const a = await lookup('A', () => resolver.resolve4(host));
  return {
    ...a,
    failed: a.failed || cname.failed,
    ok: a.found.some((r) => r.value === platform.ipv4),
  };
}

async function verification(
  resolver: DnsResolver,
  name: string,
  value: string,
): Promise<Lookup & { ok: boolean }> {
  // A TXT record may arrive in chunks of up to 255 characters: joined, it is one value.
  const txt = await lookup('TXT', async () =>
    (await resolver.resolveTxt(name)).map((chunks) => chunks.join('')),
  );
  return { ...txt, ok: txt.found.some((r) => r.value.trim() === value) };
}

const TIMED_OUT = { found: [], failed: true, ok: false };

/** The lookup's result, or a failed one when it has not answered in time. */
async function withDeadline(
  work: Promise<Lookup & { ok: boolean }>,
  ms: number,
): Promise<Lookup & { ok: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function stateOf(result: Lookup & { ok: boolean }): DnsRecordState {
  if (result.ok) return 'ok';
  if (result.found.length) return 'mismatch';
  return result.failed ? 'lookup_failed' : 'missing';
}

/**
 * Look the host's records up (both at once) and say, for each expected record, what was found and
 * whether it will do. The domain is verified when both will.
 */
export async function checkDomain(
  resolver: DnsResolver,
  platform: PlatformConfig,
  host: string,
  token: string,
  deadlineMs = CHECK_DEADLINE_MS,
): Promise<{ records: DnsRecord[]; status: DomainStatus }> {
  const [route, proof] = expectedRecords(platform, host, token) as [ExpectedRecord, ExpectedRecord];
  const [routed, proved] = await Promise.all([
    withDeadline(routing(resolver, platform, host), deadlineMs),
    withDeadline(verification(resolver, proof.name, proof.value), deadlineMs),
  ]);
  const records: DnsRecord[] = [
    { ...route, state: stateOf(routed), found: routed.found },
    { ...proof, state: stateOf(proved), found: proved.found },
  ];
  return { records, status: routed.ok && proved.ok ? 'verified' : 'failed' };
}
