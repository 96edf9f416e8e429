import type { ThemeSettings } from '@shop/admin-api';
import { installThemes, listThemes } from '../repos/themes';
import type { Db } from './db';

/**
 * The shop's themes (every theme of the server, Harbor live), each pointed at the shop's catalog: the
 * featured collection is the shop's first active collection with products picked by hand, the featured
 * product its most ordered one. Published as seeded, so the storefront shows them at once.
 */
export async function seedThemes(
  tx: Db,
  { shopId, now }: { shopId: string; now: number },
): Promise<void> {
  await installThemes(tx, shopId, now);
  const [collection] = await tx.query<{ id: string }>(
    `SELECT c.id FROM collections c
     WHERE c.shop_id = $1 AND c.status = 'active' AND c.collection_type = 'manual'
       AND EXISTS (SELECT 1 FROM collection_products cp WHERE cp.collection_id = c.id)
     ORDER BY c.title, c.id LIMIT 1`,
    [shopId],
  );
  const [product] = await tx.query<{ id: string }>(
    `SELECT id FROM products WHERE shop_id = $1 AND status = 'active'
     ORDER BY orders_count DESC, id LIMIT 1`,
    [shopId],
  );
  for (const theme of await listThemes(tx, shopId)) {
    const settings: ThemeSettings = structuredClone(theme.published_settings);
    const featured = settings.sections.featured_collection;
    if (featured && collection) featured.collection = collection.id;
    const feature = settings.sections.featured_product;
    if (feature && product) feature.product = product.id;
    await tx.query(
      `UPDATE themes SET draft_settings = $3::jsonb, published_settings = $3::jsonb, published_at = $4,
         updated_at = $4
       WHERE shop_id = $1 AND id = $2`,
      [shopId, theme.id, JSON.stringify(settings), now],
    );
  }
}
