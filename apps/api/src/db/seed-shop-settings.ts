import type { DnsRecord } from '@shop/admin-api';
import { expectedRecords } from '../domains/check';
import type { PlatformConfig } from '../domains/platform';
import type { Db } from './db';
import { syncStorefrontUrl } from '../repos/domains';

const DAY = 24 * 60 * 60;

/** The demo shop's policies: short, in its voice; the others start from a template in the app. */
const DEMO_POLICIES: Record<string, string> = {
  refund:
    '<h2>Refund policy</h2><p>Changed your mind? Send unused items back within 30 days of delivery and we refund you in full, shipping included when the item arrived damaged.</p><p>Write to <a href="mailto:hello@demo-shop.test">hello@demo-shop.test</a> with your order number to start a return.</p>',
  shipping:
    '<h2>Shipping policy</h2><p>Orders placed before 14:00 on a business day leave the warehouse the same day. You receive a tracking link by e-mail as soon as your parcel ships.</p>',
  contact:
    '<h2>Contact us</h2><p>E-mail <a href="mailto:hello@demo-shop.test">hello@demo-shop.test</a>: we answer within one business day.</p>',
};

/**
 * The settings of the demo shops that the shop's own insert does not give (a trigger gives every
 * shop its platform address, a brand with default colours and empty policies): the demo shop's
 * brand, two custom domains (one verified by a check two days ago, one just added) and three of
 * its policies; and every shop's storefront address, from its primary domain.
 */
export async function seedShopSettings(
  tx: Db,
  options: {
    /** The platform custom domains point at (config.platform). */
    platform: PlatformConfig;
    demoShopId: string;
    shopIds: readonly string[];
    now: number;
  },
): Promise<void> {
  const { demoShopId, now } = options;
  await tx.query(
    `UPDATE shop_brands SET primary_color = '#0f766e', accent_color = '#c2410c',
       slogan = 'Everyday goods, made to last', short_description = $2, updated_at = $3
     WHERE shop_id = $1`,
    [
      demoShopId,
      'Demo Shop sells durable home and outdoor goods from small makers, shipped the same day.',
      now - 30 * DAY,
    ],
  );

  const verifiedToken = '6f1c2d9a8b7e4f3a0c5d1e2f3a4b5c6d';
  const checked: DnsRecord[] = expectedRecords(
    options.platform,
    'www.demo-shop.example',
    verifiedToken,
  ).map((record) => ({
    ...record,
    state: 'ok',
    found: [{ type: record.type, value: record.value }],
  }));
  await tx.query(
    `INSERT INTO shop_domains (id, shop_id, kind, host, status, verification_token, records,
       checked_at, created_at, updated_at)
     VALUES ('dom_demowww0000001', $1, 'custom', 'www.demo-shop.example', 'verified', $2, $3::jsonb,
       $4, $5, $5),
       ('dom_demoapex000001', $1, 'custom', 'demo-shop.example', 'pending', $6, NULL, NULL, $7, $7)`,
    [
      demoShopId,
      verifiedToken,
      JSON.stringify(checked),
      now - 2 * DAY,
      now - 60 * DAY,
      'a93e07c4d2b1f8e6a5c4b3d2e1f0a9b8',
      now - DAY,
    ],
  );

  for (const [kind, body] of Object.entries(DEMO_POLICIES)) {
    await tx.query(
      'UPDATE shop_policies SET body = $3, updated_at = $4 WHERE shop_id = $1 AND kind = $2',
      [demoShopId, kind, body, now - 90 * DAY],
    );
  }

  for (const shopId of options.shopIds) await syncStorefrontUrl(tx, shopId);
}
