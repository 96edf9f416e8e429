import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { createLocalAiProvider } from './local';
import type { CollectionFacts, ProductFacts } from './provider';

const ai = createLocalAiProvider();

const usd = { code: 'USD', symbol: '$', fractionDigits: 2 };
const mug: ProductFacts = {
  title: 'Stoneware Mug',
  description: 'Holds 350 ml. Dishwasher safe.',
  price: { minor: 1800, currency: usd },
  options: [
    { name: 'Colour', values: ['Sage', 'Oat'] },
    { name: 'Size', values: ['Small', 'Large'] },
  ],
  collections: ['Kitchen', 'Gifts'],
  shopName: 'Demo Shop',
};
const bare: ProductFacts = {
  title: 'Linen Apron',
  description: '',
  options: [],
  collections: [],
  shopName: 'Demo Shop',
};

describe('local product description', () => {
  it('says only what the facts say, as HTML', async () => {
    expect(await ai.productDescription({ facts: mug, prompt: '' })).toBe(
      '<p>Stoneware Mug, available at Demo Shop for $18.00.</p>' +
        '<p>Available options:</p><ul><li>Colour: Sage, Oat</li><li>Size: Small, Large</li></ul>' +
        '<p>Part of our Kitchen and Gifts collections.</p>',
    );
  });

  it("adds the merchant's own words as a sentence, and a single option as a choice", async () => {
    const facts = { ...bare, options: [{ name: 'Size', values: ['S', 'M', 'L'] }] };
    expect(await ai.productDescription({ facts, prompt: 'hand-stitched in Baku' })).toBe(
      '<p>Linen Apron, available at Demo Shop.</p><p>Hand-stitched in Baku.</p>' +
        '<p>Choose your size: S, M or L.</p>',
    );
  });

  it('escapes the facts: a title is text, never markup', async () => {
    const html = await ai.productDescription({
      facts: { ...bare, title: '<img src=x onerror=alert(1)> & Co' },
      prompt: '<script>x</script>',
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
  });

  it('is deterministic', async () => {
    const a = await ai.productDescription({ facts: mug, prompt: 'gift boxed' });
    const b = await ai.productDescription({ facts: mug, prompt: 'gift boxed' });
    expect(a).toBe(b);
  });
});

describe('local product SEO', () => {
  it('concise: title with the shop, one sentence', async () => {
    expect(await ai.productSeo({ facts: mug, mode: 'concise' })).toEqual({
      meta_title: 'Stoneware Mug | Demo Shop',
      meta_description: 'Stoneware Mug at Demo Shop, $18.00.',
    });
  });

  it('detailed: options, collections and the first sentence of the description', async () => {
    expect(await ai.productSeo({ facts: mug, mode: 'detailed' })).toEqual({
      meta_title: 'Stoneware Mug – Kitchen | Demo Shop',
      meta_description:
        'Stoneware Mug at Demo Shop, $18.00. Available in colour Sage and Oat and size Small and ' +
        'Large. Part of Kitchen and Gifts. Holds 350 ml.',
    });
  });

  it('stays within the search engines’ limits, cutting at a word', async () => {
    const long = { ...mug, title: 'Extraordinarily '.repeat(12).trim() };
    for (const mode of ['concise', 'detailed'] as const) {
      const seo = await ai.productSeo({ facts: long, mode });
      expect(seo.meta_title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
      expect(seo.meta_description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
      expect(seo.meta_title).toMatch(/Extraordinarily…$/);
    }
  });
});

describe('local collection info', () => {
  const summer: CollectionFacts = {
    title: 'Summer Linen',
    productTitles: ['Linen Shirt', 'Linen Shorts', 'Linen Apron', 'Linen Tote'],
    parentTitle: 'Clothing',
    shopName: 'Demo Shop',
  };

  it('concise: names a few products', async () => {
    expect(await ai.collectionInfo({ facts: summer, mode: 'concise' })).toEqual({
      description:
        '<p>Summer Linen at Demo Shop, part of Clothing.</p>' +
        '<p>Featuring Linen Shirt, Linen Shorts, Linen Apron and more.</p>',
      meta_title: 'Summer Linen | Demo Shop',
      meta_description:
        'Shop Summer Linen at Demo Shop: Linen Shirt, Linen Shorts, Linen Apron and more.',
    });
  });

  it('detailed: lists the products', async () => {
    const info = await ai.collectionInfo({ facts: summer, mode: 'detailed' });
    expect(info.description).toBe(
      '<p>Summer Linen at Demo Shop, part of Clothing.</p><p>In this collection:</p>' +
        '<ul><li>Linen Shirt</li><li>Linen Shorts</li><li>Linen Apron</li><li>Linen Tote</li></ul>',
    );
    expect(info.meta_title).toBe('Summer Linen – Clothing | Demo Shop');
  });

  it('works for an empty collection', async () => {
    const info = await ai.collectionInfo({
      facts: { title: 'New In', productTitles: [], shopName: 'Demo Shop' },
      mode: 'concise',
    });
    expect(info).toEqual({
      description: '<p>New In at Demo Shop.</p>',
      meta_title: 'New In | Demo Shop',
      meta_description: 'Shop New In at Demo Shop.',
    });
  });
});

describe('local helper in Azerbaijani', () => {
  it('writes the description in Azerbaijani, the price as az writes it', async () => {
    expect(await ai.productDescription({ facts: mug, prompt: '', language: 'az' })).toBe(
      // Intl puts a no-break space between the amount and the currency.
      '<p>Stoneware Mug Demo Shop mağazasında 18,00\u00a0US$ qiymətə satışdadır.</p>' +
        '<p>Mövcud seçimlər:</p><ul><li>Colour: Sage, Oat</li><li>Size: Small, Large</li></ul>' +
        '<p>Kitchen və Gifts kolleksiyalarımıza daxildir.</p>',
    );
    const facts = { ...bare, options: [{ name: 'Ölçü', values: ['S', 'M', 'L'] }] };
    expect(await ai.productDescription({ facts, prompt: '', language: 'az' })).toBe(
      '<p>Linen Apron Demo Shop mağazasında satışdadır.</p><p>Ölçü seçin: S, M və ya L.</p>',
    );
  });

  it('writes SEO and collection texts in Azerbaijani', async () => {
    const seo = await ai.productSeo({ facts: mug, mode: 'concise', language: 'az' });
    expect(seo.meta_description).toBe('Stoneware Mug – Demo Shop mağazasında, 18,00 US$.');
    const info = await ai.collectionInfo({
      facts: { title: 'Yeni', productTitles: ['Fincan'], shopName: 'Demo Shop' },
      mode: 'concise',
      language: 'az',
    });
    expect(info).toEqual({
      description: '<p>Yeni – Demo Shop mağazasında.</p><p>Seçilmiş məhsullar: Fincan.</p>',
      meta_title: 'Yeni | Demo Shop',
      meta_description: 'Yeni – Demo Shop mağazasında alış-veriş edin: Fincan.',
    });
  });
});
