import { describe, expect, it } from 'vitest';
import { loadWidgetScript, WidgetScriptError } from './widget-script';

const INTEGRITY = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

/**
 * A page whose head takes the script without loading it (the test environment would fail every
 * load at once): the test says how the load went.
 */
function page() {
  const doc = document.implementation.createHTMLDocument('admin');
  const container = doc.createElement('div');
  container.id = 'app-store-widget';
  doc.body.append(container);
  const appended: HTMLScriptElement[] = [];
  const head = {
    append: (script: HTMLScriptElement) => {
      appended.push(script);
      script.remove = () => void appended.splice(appended.indexOf(script), 1);
    },
  };
  const view = {
    createElement: (tag: string) => doc.createElement(tag),
    getElementById: (id: string) => doc.getElementById(id),
    head,
  } as unknown as Document;
  return { doc: view, container, appended };
}

describe('loadWidgetScript', () => {
  it('loads the configured script with the token on its element, never in its URL', async () => {
    const { doc, appended } = page();
    const url = 'https://widgets.example.com/automation.js?v=2';
    const widget = loadWidgetScript(
      {
        widget: { url, integrity: INTEGRITY },
        token: 'tok.en.sig',
        containerId: 'app-store-widget',
        language: 'az',
      },
      doc,
    );
    const script = appended[0]!;
    expect(script.src).toBe(url);
    expect(script.async).toBe(true);
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.integrity).toBe(INTEGRITY);
    expect({ ...script.dataset }).toEqual({
      token: 'tok.en.sig',
      container: 'app-store-widget',
      language: 'az',
    });
    script.dispatchEvent(new Event('load'));
    await expect(widget.loaded).resolves.toBeUndefined();
  });

  it('leaves the integrity out when none is configured', () => {
    const { doc, appended } = page();
    loadWidgetScript(
      {
        widget: { url: 'https://widgets.example.com/a.js' },
        token: 't',
        containerId: 'x',
        language: 'en',
      },
      doc,
    );
    expect(appended[0]!.hasAttribute('integrity')).toBe(false);
  });

  it('rejects when the script does not load (blocked, unreachable, wrong hash)', async () => {
    const { doc, appended } = page();
    const widget = loadWidgetScript(
      {
        widget: { url: 'https://widgets.example.com/a.js' },
        token: 't',
        containerId: 'x',
        language: 'en',
      },
      doc,
    );
    appended[0]!.dispatchEvent(new Event('error'));
    await expect(widget.loaded).rejects.toThrow(WidgetScriptError);
  });

  it('loads nothing from a URL the page may not run', async () => {
    for (const url of [
      'http://widgets.example.com/a.js',
      'javascript:alert(1)',
      'data:text/javascript,1',
    ]) {
      const { doc, appended } = page();
      const widget = loadWidgetScript(
        { widget: { url }, token: 't', containerId: 'x', language: 'en' },
        doc,
      );
      await expect(widget.loaded, url).rejects.toThrow(WidgetScriptError);
      expect(appended, url).toEqual([]);
    }
  });

  it('takes the script and what the widget drew away again', () => {
    const { doc, container, appended } = page();
    const widget = loadWidgetScript(
      {
        widget: { url: 'https://widgets.example.com/a.js' },
        token: 't',
        containerId: 'app-store-widget',
        language: 'en',
      },
      doc,
    );
    container.append(doc.createElement('section'));
    widget.remove();
    expect(appended).toEqual([]);
    expect(container.childElementCount).toBe(0);
  });
});
