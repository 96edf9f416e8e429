import { createHash } from 'node:crypto';
import postcss, { type Root, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/** Radix Themes' colour scales, each a set of `--<scale>-<step>` variables in its stylesheet. */
const SCALES = [
  'amber', 'blue', 'bronze', 'brown', 'crimson', 'cyan', 'gold', 'grass', 'gray', 'green',
  'indigo', 'iris', 'jade', 'lime', 'mauve', 'mint', 'olive', 'orange', 'pink', 'plum', 'purple',
  'red', 'ruby', 'sage', 'sand', 'sky', 'slate', 'teal', 'tomato', 'violet', 'yellow',
]; // prettier-ignore

/** Responsive variants of a class are that class behind a breakpoint: `.md\:rt-r-size-2`. */
const BREAKPOINT = /^(initial|xs|sm|md|lg|xl):/;
const CLASS = /\.((?:\\.|[\w-])+)/g;
const TOKEN = /rt-[\w-]*\w/g;
const PROP_CLASS = /(\w+)\s*:\s*\{[^{}]*?className\s*:\s*["'`](rt-r-[\w-]+)["'`]/g;
/** A prop given an object of breakpoints: `columns: { initial: '1', md: '2' }`. */
const RESPONSIVE_VALUE = /(\w+)\s*:\s*\{\s*(?:initial|xs|sm|md|lg|xl)\s*:/g;

/** What the app's JavaScript can put in a class attribute or a colour prop. */
export interface Usage {
  /** `rt-` names written in the code: a class, or the stem a prop value completes (`rt-r-size`). */
  radixNames: Set<string>;
  /** Words the app's and the kit's own code has as strings: `'red'` in `color="red"`. */
  words: Set<string>;
  /**
   * The utility classes that the app gives a responsive value (`columns={{ initial: '1', md: '2' }}`
   * sets `md:rt-r-gtc`): only these need their breakpoint variants.
   */
  responsiveNames: Set<string>;
}

/**
 * `radixCode` is every module of the build; `appCode` is the app's and the kit's own (no package
 * from node_modules): Radix Themes lists every colour, and a link parser every word that is a TLD.
 */
export function usageOf(radixCode: string, appCode: string): Usage {
  const radixNames = new Set(radixCode.match(TOKEN) ?? []);
  const words = new Set<string>();
  for (const match of appCode.matchAll(/["'`]([a-z]+)["'`]/g)) words.add(match[1]!);
  // Radix's prop definitions name each prop's class: `columns: { ..., className: 'rt-r-gtc', ... }`.
  const propClasses = new Map<string, Set<string>>();
  for (const [, prop, name] of radixCode.matchAll(PROP_CLASS)) {
    if (!propClasses.has(prop!)) propClasses.set(prop!, new Set());
    propClasses.get(prop!)!.add(name!);
  }
  const responsiveNames = new Set<string>();
  for (const [, prop] of appCode.matchAll(RESPONSIVE_VALUE))
    for (const name of propClasses.get(prop!) ?? []) responsiveNames.add(name);
  return { radixNames, words, responsiveNames };
}

/** A Radix class is used when the code names it, or names a stem it completes with a value. */
function radixClassUsed(name: string, usage: Usage): boolean {
  const bare = name.replace(BREAKPOINT, '');
  if (bare !== name) return [...usage.responsiveNames].some((stem) => bare.startsWith(`${stem}-`));
  if (usage.radixNames.has(bare)) return true;
  for (let end = bare.lastIndexOf('-'); end > 3; end = bare.lastIndexOf('-', end - 1))
    if (usage.radixNames.has(bare.slice(0, end))) return true;
  return false;
}

function selectorUsed(selector: string, usage: Usage): boolean {
  for (const [, escaped] of selector.matchAll(CLASS)) {
    const name = escaped!.replace(/\\(.)/g, '$1');
    if (name.replace(BREAKPOINT, '').startsWith('rt-') && !radixClassUsed(name, usage))
      return false;
  }
  return true;
}

function dropEmpty(root: Root): void {
  let changed = true;
  while (changed) {
    changed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        changed = true;
      }
    });
  }
}

/**
 * Radix Themes' stylesheet less what the app cannot show: the rules of components and prop values
 * that its JavaScript never names, and the colour scales it never uses (by name, or through a rule
 * it keeps). Rules that name no Radix class (tokens, resets, the app's own) are kept as they are.
 */
export function trimRadixCss(css: string, usage: Usage): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => selectorUsed(selector, usage));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropEmpty(root);

  // A scale is needed when a kept rule reads it, not counting the scales' own definitions and the
  // `[data-accent-color=…]` rules that map every scale onto the accent.
  const referenced = new Set<string>();
  root.walkDecls((decl) => {
    const rule = decl.parent;
    if (rule?.type === 'rule' && /\[data-(?:accent|gray)-color/.test((rule as Rule).selector))
      return;
    const own = /^--([a-z]+)-/.exec(decl.prop)?.[1];
    for (const [, scale] of decl.value.matchAll(/var\(--([a-z]+)-a?\d/g))
      if (scale !== own) referenced.add(scale!);
  });
  const unused = SCALES.filter((scale) => !usage.words.has(scale) && !referenced.has(scale));
  const scaleVariable = new RegExp(
    `^--(?:${unused.join('|')})-(?:a?\\d+|contrast|surface|indicator|track)$`,
  );
  const scaleSelector = new RegExp(
    `\\[data-(?:accent|gray)-color=["']?(?:${unused.join('|')})["']?\\]`,
  );
  if (unused.length > 0) {
    root.walkDecls((decl) => {
      if (scaleVariable.test(decl.prop)) decl.remove();
    });
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => !scaleSelector.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    dropEmpty(root);
  }
  return root.toString();
}

/**
 * The build's stylesheets without the parts of Radix Themes the app never uses (its full
 * stylesheet is 86 KB gzip, most of it components, prop values and colour scales the admin does not
 * render). Judged from every JavaScript chunk of the build, lazy ones included, so any page of the
 * app finds its rules.
 */
export function trimRadixThemesCss(): Plugin {
  return {
    name: 'shop-admin:trim-radix-themes-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const radixCode: string[] = [];
      const appCode: string[] = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(file.modules)) {
          radixCode.push(module.code ?? '');
          if (!/[\\/]node_modules[\\/]/.test(id)) appCode.push(module.code ?? '');
        }
      }
      const usage = usageOf(radixCode.join('\n'), appCode.join('\n'));
      const renamed = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css =
          typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString();
        if (!css.includes('.rt-')) continue;
        const trimmed = trimRadixCss(css, usage);
        // The name's hash was taken from the untrimmed file: a new one, so no cache keeps a stale copy.
        const hash = createHash('sha256').update(trimmed).digest('base64url').slice(0, 8);
        const fileName = file.fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
        delete bundle[file.fileName];
        this.emitFile({ type: 'asset', fileName, source: trimmed });
        renamed.set(file.fileName, fileName);
      }
      // Every mention of a renamed file: preload lists in chunks, the HTML, the manifest if written.
      const rename = (text: string) =>
        [...renamed].reduce((result, [from, to]) => result.replaceAll(from, to), text);
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') {
          file.code = rename(file.code);
          const css = file.viteMetadata?.importedCss;
          for (const [from, to] of renamed) if (css?.delete(from)) css.add(to);
        } else if (typeof file.source === 'string') file.source = rename(file.source);
      }
    },
  };
}
