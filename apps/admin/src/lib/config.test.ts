import { DEFAULT_EXTERNAL_LINKS } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { readShopConfig } from './config';

/** A document whose shop-config meta carries `content`, as the server writes it. */
function pageWith(content: string): Document {
  const doc = document.implementation.createHTMLDocument('admin');
  const meta = doc.createElement('meta');
  meta.name = 'shop-config';
  meta.content = content;
  doc.head.append(meta);
  return doc;
}

describe('readShopConfig', () => {
  it('reads what the server wrote, links included', () => {
    const config = readShopConfig(
      pageWith(
        JSON.stringify({
          accountsUrl: 'https://accounts.shop.test/',
          supportEmail: 'help@shop.test',
          links: { helpCenter: 'https://help.shop.test', bookCall: 'https://cal.shop.test/intro' },
        }),
      ),
    );
    expect(config).toEqual({
      accountsUrl: 'https://accounts.shop.test',
      supportEmail: 'help@shop.test',
      links: {
        ...DEFAULT_EXTERNAL_LINKS,
        helpCenter: 'https://help.shop.test',
        bookCall: 'https://cal.shop.test/intro',
      },
      appStoreWidget: null,
    });
  });

  it("takes the app store's widget only from a URL the page may run, with a well-formed hash", () => {
    const widget = (appStoreWidget: unknown) =>
      readShopConfig(pageWith(JSON.stringify({ appStoreWidget }))).appStoreWidget;
    const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    expect(widget({ url: 'https://widgets.shop.test/a.js' })).toEqual({
      url: 'https://widgets.shop.test/a.js',
    });
    expect(widget({ url: 'https://widgets.shop.test/a.js', integrity })).toEqual({
      url: 'https://widgets.shop.test/a.js',
      integrity,
    });
    expect(widget({ url: 'http://localhost:5175/a.js' })).toEqual({
      url: 'http://localhost:5175/a.js',
    });
    for (const refused of [
      null,
      'https://widgets.shop.test/a.js',
      { url: 'http://widgets.shop.test/a.js' },
      { url: 'javascript:alert(1)' },
      { url: 'https://widgets.shop.test/a.js', integrity: 'md5-x' },
    ]) {
      expect(widget(refused), JSON.stringify(refused)).toBeNull();
    }
  });

  it('never takes a link that is not an http(s) URL: that one keeps its default', () => {
    const { links } = readShopConfig(
      pageWith(
        JSON.stringify({
          links: {
            helpCenter: 'javascript:alert(1)',
            feedback: 'feedback.shop.test',
            systemStatus: 42,
            hireExpert: 'https://experts.shop.test',
          },
        }),
      ),
    );
    expect(links).toEqual({ ...DEFAULT_EXTERNAL_LINKS, hireExpert: 'https://experts.shop.test' });
  });

  it('falls back to the defaults without a config or with a broken one', () => {
    for (const content of ['', '{not json', '[]']) {
      expect(readShopConfig(pageWith(content))).toEqual({
        accountsUrl: 'http://localhost:4100',
        supportEmail: 'support@example.com',
        links: DEFAULT_EXTERNAL_LINKS,
        appStoreWidget: null,
      });
    }
  });
});
