/** Discounts (policy `discount`): codes, thresholds, settings, analytics. Relative to API_BASE; part of `paths`. */
export const discountPaths = {
  /** §7 Discounts (policy `discount`): POST the whole list (with its sort), POST a new code. */
  discountCouponsList: 'discounts/coupons-list',
  discountCoupons: 'discounts/coupons',
  /** GET: how many codes the shop has (§2's title), whatever a search of the list. */
  discountCouponsCount: 'discounts/coupons/count',
  /** GET, PUT, DELETE one code. */
  discountCoupon: (id: string) => `discounts/coupons/${encodeURIComponent(id)}`,
  /** POST { action: 'delete', ids }: deletes what may be deleted, says what it skipped. */
  discountCouponsBulk: 'discounts/coupons/bulk',
  /** POST: many codes with the same rules, each a prefix and a random part. */
  discountCouponsGenerate: 'discounts/coupons/generate',
  /** Threshold discounts (issue 25): GET the shop's tiers, POST a new one. */
  discountThresholds: 'discounts/thresholds',
  /** GET, PUT, DELETE one tier. */
  discountThreshold: (id: string) => `discounts/thresholds/${encodeURIComponent(id)}`,
  /** GET, PUT: how the shop's discounts combine. */
  discountSettings: 'discounts/settings',
  /** GET ?from&to (YYYY-MM-DD in the shop's time zone): what the discounts did, from the orders. */
  discountAnalytics: 'discounts/analytics',
} as const;
