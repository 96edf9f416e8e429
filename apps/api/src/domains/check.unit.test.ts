import { describe, expect, it } from 'vitest';
import { checkDomain, expectedRecords } from './check';
import { DEFAULT_PLATFORM } from './platform';
import { zoneResolver, type DnsResolver, type DnsZone } from './resolver';

const TOKEN = '0123456789abcdef0123456789abcdef';
const PROOF = `shop-verification=${TOKEN}`;

describe('the records a custom domain needs', () => {
  it('points a subdomain by CNAME and an apex by an A record, and proves both by TXT', () => {
    expect(expectedRecords(DEFAULT_PLATFORM, 'shop.example.com', TOKEN)).toEqual([
      { purpose: 'routing', type: 'CNAME', name: 'shop.example.com', value: 'shops.myshop.test' },
      {
        purpose: 'verification',
        type: 'TXT',
        name: '_shop-verification.shop.example.com',
        value: PROOF,
      },
    ]);
    expect(expectedRecords(DEFAULT_PLATFORM, 'example.com', TOKEN)[0]).toMatchObject({
      type: 'A',
      value: '203.0.113.10',
    });
  });
});

describe('the zone resolver (the tests’ DNS)', () => {
  it('answers as a DNS server would: ENOTFOUND, ENODATA, CNAMEs followed by an A lookup', async () => {
    const zone: DnsZone = {
      'www.example.com': { CNAME: ['example.com'] },
      'example.com': { A: ['192.0.2.1'] },
    };
    const dns = zoneResolver(() => zone);
    await expect(dns.resolve4('www.example.com')).resolves.toEqual(['192.0.2.1']);
    await expect(dns.resolveCname('example.com')).rejects.toMatchObject({ code: 'ENODATA' });
    await expect(dns.resolveTxt('nowhere.example.com')).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
  });
});

describe('checkDomain', () => {
  it('joins a TXT record that arrives in chunks', async () => {
    const dns: DnsResolver = {
      ...zoneResolver(() => ({ 'shop.example.com': { CNAME: ['shops.myshop.test'] } })),
      resolveTxt: () => Promise.resolve([[PROOF.slice(0, 20), PROOF.slice(20)]]),
    };
    const result = await checkDomain(dns, DEFAULT_PLATFORM, 'shop.example.com', TOKEN);
    expect(result.status).toBe('verified');
    expect(result.records[1]!.found).toEqual([{ type: 'TXT', value: PROOF }]);
  });

  it('accepts a CNAME to the platform at an apex (flattened by some providers) as well as the A record', async () => {
    const dns = zoneResolver(() => ({
      'example.com': { CNAME: ['shops.myshop.test'] },
      '_shop-verification.example.com': { TXT: [PROOF] },
    }));
    const result = await checkDomain(dns, DEFAULT_PLATFORM, 'example.com', TOKEN);
    expect(result.status).toBe('verified');
    expect(result.records[0]).toMatchObject({
      type: 'A',
      state: 'ok',
      found: [{ type: 'CNAME', value: 'shops.myshop.test' }],
    });
  });

  it('keeps at most ten values of a record, each cut to 512 characters', async () => {
    const dns = zoneResolver(() => ({
      '_shop-verification.shop.example.com': {
        TXT: Array.from({ length: 30 }, (_, i) => `${i}-${'x'.repeat(2000)}`),
      },
    }));
    const [, proof] = (await checkDomain(dns, DEFAULT_PLATFORM, 'shop.example.com', TOKEN)).records;
    expect(proof!.state).toBe('mismatch');
    expect(proof!.found).toHaveLength(10);
    expect(proof!.found.every((f) => f.value.length === 512)).toBe(true);
  });

  it('gives up on a lookup that does not answer in time: failed, not missing', async () => {
    const never = () => new Promise<never>(() => undefined);
    const dns: DnsResolver = { resolve4: never, resolveCname: never, resolveTxt: never };
    const result = await checkDomain(dns, DEFAULT_PLATFORM, 'shop.example.com', TOKEN, 20);
    expect(result.status).toBe('failed');
    expect(result.records.map((r) => r.state)).toEqual(['lookup_failed', 'lookup_failed']);
  });
});
