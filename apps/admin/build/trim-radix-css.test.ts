import { describe, expect, it } from 'vitest';
import { trimRadixCss, usageOf } from './trim-radix-css';

const css = `
.rt-Button{color:var(--accent-9)}
.rt-Slider{color:var(--accent-9)}
.rt-r-size-2{height:2px}
.rt-r-gtc-2{grid-template-columns:2}
@media (width>=768px){.md\\:rt-r-gtc-2{grid-template-columns:2}.md\\:rt-r-size-2{height:2px}}
.rt-Badge.rt-variant-soft,.rt-Slider.rt-variant-soft{background:var(--accent-a3)}
:root,.light{--red-9:#e5484d;--tomato-9:#e54d2e;--green-11:#218358;--accent-1:#fff}
[data-accent-color=red]{--accent-9:var(--red-9)}
[data-accent-color=tomato]{--accent-9:var(--tomato-9)}
.radix-themes{--color-background:white}
.kit_toast{border-color:var(--green-11)}
`;

const radixCode = `
const sizes = { size: { type: 'enum', className: 'rt-r-size', responsive: true } };
const columns = { columns: { type: 'enum | string', className: 'rt-r-gtc', responsive: true } };
el.className = cx('rt-Button', 'rt-Badge', 'rt-variant');
const all = ['red', 'tomato', 'green'];
`;
const appCode = `jsx(Grid, { columns: { initial: '1', md: '2' } }); jsx(Badge, { color: 'red' });`;
const trimmed = trimRadixCss(css, usageOf(radixCode + appCode, appCode));

describe('trimRadixCss', () => {
  it('keeps the components and prop values the code names, drops the rest', () => {
    expect(trimmed).toContain('.rt-Button{');
    expect(trimmed).toContain('.rt-r-size-2{');
    expect(trimmed).toContain('.rt-Badge.rt-variant-soft{');
    expect(trimmed).not.toContain('rt-Slider');
  });

  it('keeps breakpoint variants only of the props the app gives a responsive value', () => {
    expect(trimmed).toContain('.md\\:rt-r-gtc-2');
    expect(trimmed).not.toContain('.md\\:rt-r-size-2');
  });

  it('keeps the colour scales the app names or a kept rule reads, not those Radix only lists', () => {
    expect(trimmed).toContain('--red-9:');
    expect(trimmed).toContain('[data-accent-color=red]');
    expect(trimmed).toContain('--green-11:');
    expect(trimmed).not.toContain('tomato');
  });

  it('leaves rules that name no Radix class alone', () => {
    expect(trimmed).toContain('.radix-themes{--color-background:white}');
    expect(trimmed).toContain('.kit_toast{');
    expect(trimmed).toContain('--accent-1:#fff');
  });
});
