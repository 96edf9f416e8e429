import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook } from 'vite';
import { stylesAfterPaint } from './styles-after-paint';

const transform = (html: string) =>
  (stylesAfterPaint().transformIndexHtml as { handler: IndexHtmlTransformHook }).handler.call(
    {} as never,
    html,
    {} as never,
  ) as string;

describe('stylesAfterPaint', () => {
  it("loads the app's stylesheet without holding the first paint, marked for the app", () => {
    expect(
      transform('<head><link rel="stylesheet" crossorigin href="/admin/assets/i-1.css"></head>'),
    ).toBe(
      '<head><link rel="stylesheet" crossorigin href="/admin/assets/i-1.css" media="print" data-deferred-styles></head>',
    );
  });

  it('fails a build whose index.html names another number of stylesheets', () => {
    expect(() => transform('<head></head>')).toThrow('names 0 stylesheets');
  });
});
