import type { Db } from './db';

const DAY = 24 * 60 * 60;

/**
 * The demo shop's integrations (every shop got its four, empty and inactive, with it): Tag Manager
 * and the Meta pixel set up and active, TikTok's pixel entered but switched off; Google Analytics
 * left to set, as a merchant would next.
 */
export async function seedIntegrations(
  tx: Db,
  options: { demoShopId: string; now: number },
): Promise<void> {
  const { demoShopId, now } = options;
  const rows: [name: string, value: string, status: string, updatedAt: number][] = [
    ['google-tag-manager', 'GTM-K7Q9M2F', 'active', now - 45 * DAY],
    ['meta-pixel', '718239465102384', 'active', now - 30 * DAY],
    ['tiktok-pixel', 'C4A1B2C3D4E5F6G7H8I9', 'inactive', now - 12 * DAY],
  ];
  for (const [name, value, status, updatedAt] of rows) {
    await tx.query(
      `UPDATE shop_integrations SET value = $3, status = $4, updated_at = $5
        WHERE shop_id = $1 AND name = $2`,
      [demoShopId, name, value, status, updatedAt],
    );
  }
}
