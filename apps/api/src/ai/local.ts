import {
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type AiCollectionInfo,
  type AiProductSeo,
  type ContentMode,
  type Language,
} from '@shop/admin-api';
import { escapeHtml as esc } from '../http/html';
import type { AiProvider, CollectionFacts, ProductFacts } from './provider';
import { asSentence, clampText, formatPrice, joinList } from './text';
import { aiTextsFor, type AiT } from './texts';

/** How many product titles a collection text names. */
const PRODUCTS_NAMED: Record<ContentMode, number> = { concise: 3, detailed: 8 };

/**
 * The default AI helper: no network, no model. It writes only what the shop's own data says (title,
 * price, options, collections, shop name) and the merchant's own words, so nothing in the text is
 * invented; the same facts always give the same text. Its sentences are in locales/<language>.json.
 */
export function createLocalAiProvider(): AiProvider {
  return {
    productDescription: ({ facts, prompt, language = 'en' }) =>
      Promise.resolve(productDescription(writer(language), facts, prompt)),
    productSeo: ({ facts, mode, language = 'en' }) =>
      Promise.resolve(productSeo(writer(language), facts, mode)),
    collectionInfo: ({ facts, mode, language = 'en' }) =>
      Promise.resolve(collectionInfo(writer(language), facts, mode)),
  };
}

/** The words of one language, and how it writes lists and prices. */
interface Writer {
  language: Language;
  t: AiT;
  and(items: readonly string[]): string;
  or(items: readonly string[]): string;
  price(price: NonNullable<ProductFacts['price']>): string;
  lower(text: string): string;
}

function writer(language: Language): Writer {
  const t = aiTextsFor(language);
  return {
    language,
    t,
    and: (items) => joinList(items, t('list.and')),
    or: (items) => joinList(items, t('list.or')),
    price: (price) => formatPrice(price, language),
    lower: (text) => text.toLocaleLowerCase(language),
  };
}

function productDescription(w: Writer, facts: ProductFacts, prompt: string): string {
  const { t } = w;
  const names = { title: facts.title, shop: facts.shopName };
  const intro = facts.price
    ? t('description.introWithPrice', { ...names, price: w.price(facts.price) })
    : t('description.intro', names);
  const parts = [`<p>${esc(intro)}</p>`];
  const note = asSentence(prompt);
  if (note) parts.push(`<p>${esc(note)}</p>`);
  const options = facts.options.filter((o) => o.values.length > 0);
  if (options.length === 1) {
    const [option] = options;
    const choose = t('description.chooseOne', {
      option: w.lower(option!.name),
      values: w.or(option!.values),
    });
    parts.push(`<p>${esc(asSentence(choose))}</p>`);
  } else if (options.length > 1) {
    const items = options.map((o) => `<li>${esc(o.name)}: ${esc(o.values.join(', '))}</li>`);
    parts.push(`<p>${esc(t('description.options'))}</p><ul>${items.join('')}</ul>`);
  }
  if (facts.collections.length) {
    const count = facts.collections.length;
    parts.push(
      `<p>${esc(t('description.collections', { count, list: w.and(facts.collections) }))}</p>`,
    );
  }
  return parts.join('');
}

function productSeo(w: Writer, facts: ProductFacts, mode: ContentMode): AiProductSeo {
  const { t } = w;
  const names = { title: facts.title, shop: facts.shopName };
  const at = facts.price
    ? t('seo.atWithPrice', { ...names, price: w.price(facts.price) })
    : t('seo.at', names);
  if (mode === 'concise') {
    return {
      meta_title: titleWithShop(facts.title, facts.shopName),
      meta_description: clampText(at, SEO_DESCRIPTION_MAX),
    };
  }
  const collection = facts.collections[0];
  const sentences = [at];
  const options = facts.options.filter((o) => o.values.length > 0);
  if (options.length) {
    const lists = options.map((o) => `${w.lower(o.name)} ${w.and(o.values)}`);
    sentences.push(t('seo.availableIn', { list: w.and(lists) }));
  }
  if (facts.collections.length) sentences.push(t('seo.partOf', { list: w.and(facts.collections) }));
  const firstSentence = /^[^.!?]*[.!?]/.exec(facts.description.trim())?.[0];
  if (firstSentence) sentences.push(firstSentence);
  return {
    meta_title: titleWithShop(
      collection ? `${facts.title} – ${collection}` : facts.title,
      facts.shopName,
    ),
    meta_description: clampText(sentences.join(' '), SEO_DESCRIPTION_MAX),
  };
}

function collectionInfo(w: Writer, facts: CollectionFacts, mode: ContentMode): AiCollectionInfo {
  const { t } = w;
  const names = { title: facts.title, shop: facts.shopName };
  const named = facts.productTitles.slice(0, PRODUCTS_NAMED[mode]);
  const more = facts.productTitles.length > named.length;
  const intro = facts.parentTitle
    ? t('collection.introWithParent', { ...names, parent: facts.parentTitle })
    : t('collection.intro', names);
  const parts = [`<p>${esc(intro)}</p>`];
  const list = listWithMore(w, named, more);
  if (named.length && mode === 'concise') {
    parts.push(`<p>${esc(t('collection.featuring', { list }))}</p>`);
  } else if (named.length) {
    const items = named.map((title) => `<li>${esc(title)}</li>`).join('');
    parts.push(`<p>${esc(t('collection.inThis'))}</p><ul>${items}</ul>`);
    if (more) {
      const count = facts.productTitles.length - named.length;
      parts.push(`<p>${esc(t('collection.more', { count }))}</p>`);
    }
  }
  const meta = named.length
    ? t('collection.metaWithProducts', { ...names, list })
    : t('collection.meta', names);
  return {
    description: parts.join(''),
    meta_title: titleWithShop(
      mode === 'detailed' && facts.parentTitle
        ? `${facts.title} – ${facts.parentTitle}`
        : facts.title,
      facts.shopName,
    ),
    meta_description: clampText(meta, SEO_DESCRIPTION_MAX),
  };
}

/** "a, b and c", or "a, b, c and more" when the list was cut. */
function listWithMore(w: Writer, items: readonly string[], more: boolean): string {
  return more ? w.t('list.andMore', { list: items.join(', ') }) : w.and(items);
}

/** "Title | Shop" when it fits the search engines' title length, else the title alone (cut). */
function titleWithShop(title: string, shopName: string): string {
  const full = `${title} | ${shopName}`;
  return full.length <= SEO_TITLE_MAX ? full : clampText(title, SEO_TITLE_MAX);
}
