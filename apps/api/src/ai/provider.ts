import type { AiCollectionInfo, AiProductSeo, ContentMode, Language } from '@shop/admin-api';

/** What the shop's own data says about a product: the AI helpers write from this, not from thin air. */
export interface ProductFacts {
  title: string;
  /** Plain text of the current description, if any. */
  description: string;
  /** Price in minor units and the shop currency, when the product exists. */
  price?: { minor: number; currency: { code: string; symbol: string; fractionDigits: number } };
  /** Option names and their values, e.g. [{ name: 'Size', values: ['S', 'M'] }]. */
  options: { name: string; values: string[] }[];
  /** Titles of the collections it is in. */
  collections: string[];
  shopName: string;
}

export interface CollectionFacts {
  title: string;
  /** A few product titles of the collection (matched or picked), for a concrete text. */
  productTitles: string[];
  parentTitle?: string;
  shopName: string;
}

/**
 * One interface for the AI helpers. The default provider composes the text locally from the facts
 * (honest, no network); an OpenAI-compatible provider is used when AI_BASE_URL and AI_API_KEY are set.
 * Each writes in `language`, the admin's interface language (English when not given).
 */
export interface AiProvider {
  /** HTML (paragraphs and lists) describing the product; `prompt` is the merchant's wish, maybe empty. */
  productDescription(input: {
    facts: ProductFacts;
    prompt: string;
    language?: Language;
  }): Promise<string>;
  productSeo(input: {
    facts: ProductFacts;
    mode: ContentMode;
    language?: Language;
  }): Promise<AiProductSeo>;
  collectionInfo(input: {
    facts: CollectionFacts;
    mode: ContentMode;
    language?: Language;
  }): Promise<AiCollectionInfo>;
}
