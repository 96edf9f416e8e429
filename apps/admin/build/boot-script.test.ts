import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { bootScript } from './boot-script';

const HTML = `<html><head><meta charset="UTF-8" /><title>Admin</title>
    <script type="module" crossorigin src="/admin/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/admin/assets/boot-B2.js">
    <link rel="stylesheet" crossorigin href="/admin/assets/index-C3.css">
  </head><body></body></html>`;

function transform(ctx: Partial<IndexHtmlTransformContext>): string {
  const plugin = bootScript();
  (plugin.configResolved as (config: Partial<ResolvedConfig>) => void)({ base: '/admin/' });
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, HTML, ctx as IndexHtmlTransformContext) as string;
}

describe('bootScript', () => {
  it("names the build's boot chunk first, async, and drops the entry's preload of it", () => {
    const bundle = {
      'assets/boot-B2.js': {
        type: 'chunk',
        isEntry: true,
        name: 'boot',
        fileName: 'assets/boot-B2.js',
      },
    };
    const html = transform({ bundle: bundle as never });
    const boot = '<script type="module" async crossorigin src="/admin/assets/boot-B2.js"></script>';
    expect(html.indexOf(boot)).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf(boot)).toBeLessThan(html.indexOf('index-A1.js'));
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('index-C3.css');
  });

  it('names the source on the dev server', () => {
    expect(transform({})).toContain(
      '<script type="module" async crossorigin src="/admin/src/boot/index.ts"></script>',
    );
  });

  it('fails a build without the boot entry', () => {
    expect(() => transform({ bundle: {} })).toThrow('no boot entry');
  });
});
