import {
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type AiCollectionInfo,
  type AiProductSeo,
  type ContentMode,
} from '@shop/admin-api';
import { escapeHtml as esc } from '../http/html';
import type { AiProvider, CollectionFacts, ProductFacts } from './provider';
import { asSentence, clampText, formatPrice, joinList } from './text';

/** How many product titles a collection text names. */
const PRODUCTS_NAMED: Record<ContentMode, number> = { concise: 3, detailed: 8 };

/**
 * The default AI helper: no network, no model. It writes only what the shop's own data says (title,
 * price, options, collections, shop name) and the merchant's own words, so nothing in the text is
 * invented; the same facts always give the same text.
 */
export function createLocalAiProvider(): AiProvider {
  return {
    productDescription: ({ facts, prompt }) => Promise.resolve(productDescription(facts, prompt)),
    productSeo: ({ facts, mode }) => Promise.resolve(productSeo(facts, mode)),
    collectionInfo: ({ facts, mode }) => Promise.resolve(collectionInfo(facts, mode)),
  };
}

function productDescription(facts: ProductFacts, prompt: string): string {
  const price = facts.price ? ` for ${formatPrice(facts.price)}` : '';
  const parts = [`<p>${esc(facts.title)}, available at ${esc(facts.shopName)}${price}.</p>`];
  const note = asSentence(prompt);
  if (note) parts.push(`<p>${esc(note)}</p>`);
  const options = facts.options.filter((o) => o.values.length > 0);
  if (options.length === 1) {
    const [option] = options;
    parts.push(
      `<p>Choose your ${esc(option!.name.toLowerCase())}: ${esc(joinList(option!.values, 'or'))}.</p>`,
    );
  } else if (options.length > 1) {
    const items = options.map((o) => `<li>${esc(o.name)}: ${esc(o.values.join(', '))}</li>`);
    parts.push(`<p>Available options:</p><ul>${items.join('')}</ul>`);
  }
  if (facts.collections.length) {
    const noun = facts.collections.length === 1 ? 'collection' : 'collections';
    parts.push(`<p>Part of our ${esc(joinList(facts.collections))} ${noun}.</p>`);
  }
  return parts.join('');
}

function productSeo(facts: ProductFacts, mode: ContentMode): AiProductSeo {
  const price = facts.price ? `, ${formatPrice(facts.price)}` : '';
  if (mode === 'concise') {
    return {
      meta_title: titleWithShop(facts.title, facts.shopName),
      meta_description: clampText(
        `${facts.title} at ${facts.shopName}${price}.`,
        SEO_DESCRIPTION_MAX,
      ),
    };
  }
  const collection = facts.collections[0];
  const sentences = [`${facts.title} at ${facts.shopName}${price}.`];
  const options = facts.options.filter((o) => o.values.length > 0);
  if (options.length) {
    const lists = options.map((o) => `${o.name.toLowerCase()} ${joinList(o.values)}`);
    sentences.push(`Available in ${joinList(lists)}.`);
  }
  if (facts.collections.length) sentences.push(`Part of ${joinList(facts.collections)}.`);
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

function collectionInfo(facts: CollectionFacts, mode: ContentMode): AiCollectionInfo {
  const parent = facts.parentTitle ? `, part of ${facts.parentTitle}` : '';
  const named = facts.productTitles.slice(0, PRODUCTS_NAMED[mode]);
  const more = facts.productTitles.length > named.length;
  const parts = [`<p>${esc(facts.title)} at ${esc(facts.shopName)}${esc(parent)}.</p>`];
  if (named.length && mode === 'concise') {
    parts.push(`<p>Featuring ${esc(listWithMore(named, more))}.</p>`);
  } else if (named.length) {
    const items = named.map((t) => `<li>${esc(t)}</li>`).join('');
    parts.push(`<p>In this collection:</p><ul>${items}</ul>`);
    if (more) parts.push(`<p>And ${facts.productTitles.length - named.length} more.</p>`);
  }
  const featuring = named.length ? `: ${listWithMore(named, more)}` : '';
  return {
    description: parts.join(''),
    meta_title: titleWithShop(
      mode === 'detailed' && facts.parentTitle
        ? `${facts.title} – ${facts.parentTitle}`
        : facts.title,
      facts.shopName,
    ),
    meta_description: clampText(
      `Shop ${facts.title} at ${facts.shopName}${featuring}.`,
      SEO_DESCRIPTION_MAX,
    ),
  };
}

/** "a, b and c", or "a, b, c and more" when the list was cut. */
function listWithMore(items: readonly string[], more: boolean): string {
  return more ? `${items.join(', ')} and more` : joinList(items);
}

/** "Title | Shop" when it fits the search engines' title length, else the title alone (cut). */
function titleWithShop(title: string, shopName: string): string {
  const full = `${title} | ${shopName}`;
  return full.length <= SEO_TITLE_MAX ? full : clampText(title, SEO_TITLE_MAX);
}
