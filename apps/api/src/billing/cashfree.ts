// Cashfree Payments' PG API, "Create Order" (POST {host}/pg/orders): the platform's own Cashfree
// account, through which merchants pay for their plan. Reference:
// https://www.cashfree.com/docs/api-reference/payments/latest/orders/create
import type { CashfreeEnvironment, Currency } from '@shop/admin-api';
import { z } from 'zod';
import type { CashfreeConfig } from '../config';

/** The API version the request and answer below follow (sent as `x-api-version`). */
export const CASHFREE_API_VERSION = '2025-01-01';
/** A merchant waits on the button: give up after this long rather than hang the request. */
const DEFAULT_TIMEOUT_MS = 15_000;
/** The longest reason of Cashfree's kept for the merchant and the log. */
const REASON_CHARS = 200;

/**
 * Cashfree failed us. `unavailable`: it could not be reached, timed out, failed (5xx) or answered
 * something unusable. `refused`: it refused the order (4xx); `credentials` when it refused the
 * platform's App ID and secret key. The message never holds a secret (see scrub).
 */
export class CashfreeError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused' | 'credentials',
    message: string,
    /** Cashfree's own reason, scrubbed, for the merchant (refused orders only). */
    readonly reason?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CashfreeError';
  }
}

export interface CashfreeCustomer {
  /** Letters, digits, `_` and `-` (the shop's id). */
  id: string;
  name: string;
  email: string;
  phone: string;
}

export interface CashfreeOrderInput {
  /** Ours: 3 to 45 letters, digits, `_` or `-`. */
  orderId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  customer: CashfreeCustomer;
  /** Where Cashfree checkout sends the merchant back; `{order_id}` is filled in by Cashfree. */
  returnUrl: string;
  note: string;
  tags: Record<string, string>;
}

export interface CashfreeCreatedOrder {
  cfOrderId: string;
  paymentSessionId: string;
  environment: CashfreeEnvironment;
  /** Unix seconds, when Cashfree gave one. */
  expiresAt: number | null;
}

/** What of Cashfree's answer we read; it has more (customer_details, order_meta, ...). */
const createdOrderSchema = z.object({
  cf_order_id: z.union([z.string().min(1), z.number()]),
  order_id: z.string(),
  payment_session_id: z.string().min(1),
  order_expiry_time: z.string().nullish(),
});

const errorAnswerSchema = z.object({
  message: z.string().optional(),
  code: z.string().optional(),
  type: z.string().optional(),
});

/** The amount as Cashfree takes it: a decimal number of the currency's major unit (59.00 -> 59). */
export function majorAmount(minor: number, currency: Currency): number {
  const digits = currency.fraction_digits;
  return Number((minor / 10 ** digits).toFixed(digits));
}

/** A phone number as Cashfree takes it: digits, with the leading + of an international number. */
export function cashfreePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

/** Cashfree's customer_id: letters, digits, `_` and `-`, at most 50. */
function customerId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 50);
}

/** Text from Cashfree as the merchant and the log may see it: no credential, one short line. */
function scrub(text: string, config: CashfreeConfig): string {
  let out = text;
  for (const secret of [config.secretKey, config.appId]) out = out.split(secret).join('[redacted]');
  return out.replace(/\s+/g, ' ').trim().slice(0, REASON_CHARS);
}

/**
 * Create an order on the platform's Cashfree account. Resolves with the session Cashfree checkout
 * opens with; throws CashfreeError for every way Cashfree can fail.
 */
export async function createCashfreeOrder(
  config: CashfreeConfig,
  input: CashfreeOrderInput,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<CashfreeCreatedOrder> {
  const send = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await send(`${config.baseUrl}/pg/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-api-version': CASHFREE_API_VERSION,
        'x-client-id': config.appId,
        'x-client-secret': config.secretKey,
      },
      body: JSON.stringify({
        order_id: input.orderId,
        order_amount: majorAmount(input.amount, input.currency),
        order_currency: input.currency.code,
        customer_details: {
          customer_id: customerId(input.customer.id),
          customer_name: input.customer.name,
          customer_email: input.customer.email,
          customer_phone: cashfreePhone(input.customer.phone),
        },
        order_meta: { return_url: input.returnUrl },
        order_note: input.note,
        order_tags: input.tags,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    // The cause is fetch's (a refused connection, a time-out): it names the host, no credential.
    throw new CashfreeError('unavailable', 'Cashfree could not be reached', undefined, {
      cause: error,
    });
  }

  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }

  if (!res.ok) {
    const answer = errorAnswerSchema.safeParse(body);
    const fields = answer.success ? answer.data : {};
    const said = scrub(
      [fields.type, fields.code].filter(Boolean).join('/') || text.slice(0, 80),
      config,
    );
    const reason = fields.message ? scrub(fields.message, config) : undefined;
    const logged = `Cashfree answered ${res.status} to Create Order (${said})${reason ? `: ${reason}` : ''}`;
    if (res.status >= 500) throw new CashfreeError('unavailable', logged);
    const credentials =
      res.status === 401 || res.status === 403 || fields.type === 'authentication_error';
    throw new CashfreeError(credentials ? 'credentials' : 'refused', logged, reason);
  }

  const order = createdOrderSchema.safeParse(body);
  if (!order.success) {
    throw new CashfreeError(
      'unavailable',
      'Cashfree answered Create Order without a payment session',
    );
  }
  const expiry = order.data.order_expiry_time ? Date.parse(order.data.order_expiry_time) : NaN;
  return {
    cfOrderId: String(order.data.cf_order_id),
    paymentSessionId: order.data.payment_session_id,
    environment: config.environment,
    expiresAt: Number.isNaN(expiry) ? null : Math.floor(expiry / 1000),
  };
}
