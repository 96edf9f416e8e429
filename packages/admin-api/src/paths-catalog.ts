/** The catalog: products, variants, collections, inventory, uploads and the AI texts. Relative to API_BASE; part of `paths`. */
export const catalogPaths = {
  products: 'products',
  productsCount: 'products/count',
  product: (id: string) => `products/${encodeURIComponent(id)}`,
  productVariant: (productId: string, variantId: string) =>
    `products/${encodeURIComponent(productId)}/variants/${encodeURIComponent(variantId)}`,
  productAiDescription: 'products/ai_generate_product_description',
  productAiSeo: 'products/ai_generate_product_seo_info',
  collections: 'collections',
  collectionsCount: 'collections/count',
  collection: (id: string) => `collections/${encodeURIComponent(id)}`,
  collectionAiInfo: 'collections/ai_generate_collection_info',
  inventoryLevels: (locationId: string) => `inventory/levels/${encodeURIComponent(locationId)}`,
  inventoryLevel: (inventoryId: string) => `inventory/levels/${encodeURIComponent(inventoryId)}`,
  inventoryStats: 'inventory/stats',
  uploads: 'uploads',
} as const;
