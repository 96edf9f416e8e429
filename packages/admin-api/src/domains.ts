import { z } from 'zod';
import { idSchema, recordVersion, unixSeconds } from './common';
import { DOMAIN_INVALID } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export {
  HANDLE_TAKEN,
  DOMAIN_INVALID,
  DOMAIN_TAKEN,
  DOMAIN_ON_PLATFORM,
  DOMAIN_LIMIT,
} from './messages';

/**
 * The shop's domains (§2 Settings › domain, §7): its own address on the platform
 * (`<handle>.<platform domain>`, always there, always verified) and the custom domains a merchant
 * connects. A custom domain is proven by DNS records the merchant adds at their DNS provider; a
 * refresh looks them up and says what it found.
 */

export const DOMAIN_KINDS = ['platform', 'custom'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];

/** pending: never checked; verified: the last check found every record; failed: it did not. */
export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const DNS_RECORD_TYPES = ['A', 'CNAME', 'TXT'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

/** routing: sends the domain's visitors to the platform; verification: proves the shop owns it. */
export const DNS_RECORD_PURPOSES = ['routing', 'verification'] as const;

/**
 * What the last check made of one record: unchecked (no check yet), ok (the value is there),
 * missing (no record of the kind at that name), mismatch (records there, none with the value),
 * lookup_failed (DNS gave no answer: a time-out or a server failure; try again later).
 */
export const DNS_RECORD_STATES = [
  'unchecked',
  'ok',
  'missing',
  'mismatch',
  'lookup_failed',
] as const;
export type DnsRecordState = (typeof DNS_RECORD_STATES)[number];

export const dnsFoundSchema = z.object({ type: z.enum(DNS_RECORD_TYPES), value: z.string() });
export type DnsFound = z.infer<typeof dnsFoundSchema>;

/** A record the merchant must add (type, name, value) and what the last check found there. */
export const dnsRecordSchema = z.object({
  purpose: z.enum(DNS_RECORD_PURPOSES),
  type: z.enum(DNS_RECORD_TYPES),
  name: z.string(),
  value: z.string(),
  state: z.enum(DNS_RECORD_STATES),
  found: z.array(dnsFoundSchema),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const domainSchema = z.object({
  id: idSchema,
  kind: z.enum(DOMAIN_KINDS),
  /** The full host name, lowercased. */
  host: z.string(),
  /** The platform address's first label; null for a custom domain. */
  handle: z.string().nullable(),
  /** The storefront's address (shop.storefront_url) follows the primary domain. */
  primary: z.boolean(),
  status: z.enum(DOMAIN_STATUSES),
  /** What a custom domain needs in DNS, with the last check's findings; empty for the platform's. */
  records: z.array(dnsRecordSchema),
  checked_at: unixSeconds.nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Domain = z.infer<typeof domainSchema>;

export const domainListSchema = z.object({
  /** The platform's own domain, under which the shop's handle is an address. */
  platform_domain: z.string(),
  /** The platform address first, then the custom domains, oldest first. */
  items: z.array(domainSchema),
});
export type DomainList = z.infer<typeof domainListSchema>;

export const HANDLE_MIN = 5;
/** A DNS label holds at most 63 characters. */
export const HANDLE_MAX = 63;
export const SLUG_TOO_SHORT = `At least ${HANDLE_MIN} characters`;
export const SLUG_PATTERN_MESSAGE = 'Use letters, digits and single - or _ between them';
/** §5 slug: letters, digits and single _ or - separators, at least 5 characters, lowercased. */
const SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** The shop's handle, checked by the §5 slug rule (trimmed and lowercased first). */
export const shopHandleField = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((v, ctx) => {
    const problem =
      v.length < HANDLE_MIN
        ? SLUG_TOO_SHORT
        : v.length > HANDLE_MAX
          ? `At most ${HANDLE_MAX} characters`
          : SLUG_PATTERN.test(v)
            ? null
            : SLUG_PATTERN_MESSAGE;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Custom domains one shop may have. */
export const MAX_CUSTOM_DOMAINS = 20;
/** A host name holds at most 253 characters. */
export const DOMAIN_MAX = 253;
/**
 * §5 domain: a dotted host name, lowercased: two labels or more, each of letters, digits and inner
 * hyphens (1-63 characters), the last one letters (or an IDN's xn-- form).
 */
const HOSTNAME_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const domainHostField = z
  .string()
  .trim()
  .toLowerCase()
  // Past the bound the pattern is not tried: one refusal, and no regex over a huge string.
  .max(DOMAIN_MAX, { message: DOMAIN_INVALID, abort: true })
  .regex(HOSTNAME_PATTERN, DOMAIN_INVALID);

/** POST settings/domain: connect a custom domain (it starts pending, with its records to add). */
export const createDomainBodySchema = z.object({ domain: domainHostField });
export type CreateDomainBody = z.input<typeof createDomainBodySchema>;

/**
 * PUT settings/domain/{id}: a custom domain takes `domain` (its host; the check starts again), the
 * platform address takes `handle`. The version edited comes along.
 */
export const updateDomainBodySchema = z.object({
  domain: domainHostField.optional(),
  handle: shopHandleField.optional(),
  updated_at: recordVersion,
});
export type UpdateDomainBody = z.input<typeof updateDomainBodySchema>;
export const DOMAIN_NEEDS_HANDLE = "The shop's own address changes by its handle";
export const DOMAIN_HAS_NO_HANDLE = "Only the shop's own address has a handle";

/** POST settings/domain-check: whether a handle is free for this shop (asked as the merchant types). */
export const domainCheckBodySchema = z.object({ handle: shopHandleField });
export type DomainCheckBody = z.input<typeof domainCheckBodySchema>;
export const domainCheckSchema = z.object({
  /** The handle as it would be saved (lowercased). */
  handle: z.string(),
  /** False: another shop has it, or the platform keeps it (§5 "URL already taken"). */
  available: z.boolean(),
});
export type DomainCheck = z.infer<typeof domainCheckSchema>;

export const domainIdParam = z.object({ id: idSchema });

/** Refusals of the domain actions (409: the domain's state does not allow it). */
export const PLATFORM_DOMAIN_KEPT = "The shop's own address cannot be removed";
export const PRIMARY_NEEDS_VERIFIED = 'Verify the domain before making it primary';
