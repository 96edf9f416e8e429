import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** Where the build writes the map, beside Vite's own manifest; the API server reads it from there. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/** One route of the feature manifests and the source modules a first load of it runs. */
export interface RouteModules {
  path: string;
  /** The page module, and the page table it is reached through when there is one (absolute paths). */
  modules: string[];
  /** A layout route (the settings modal): the routes under its path render inside it. */
  layout: boolean;
  /** The translation namespaces its page module loads with its data (`export const namespaces`). */
  namespaces: string[];
}

/** One route in dist/.vite/page-preloads.json: what a first load of it fetches beyond the entry. */
export interface PagePreload {
  path: string;
  js: string[];
  css: string[];
  /** Translation namespaces beyond `general` (the server knows the language, the app the rest). */
  namespaces: string[];
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSource(fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const found = ['', ...SOURCE_EXTENSIONS]
    .map((ext) => base + ext)
    .find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${fromFile}: cannot resolve ${specifier}`);
  return found;
}

/** `() => import('./x')` → './x'. */
function importedBy(node: ts.Node | undefined): string | undefined {
  if (!node || !ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return undefined;
  const call = node.body;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const [arg] = call.arguments;
  return arg && ts.isStringLiteral(arg) ? arg.text : undefined;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** Top-level `const name = () => import('x')` and `const name = pagesFrom(() => import('x'))`. */
function importBindings(source: ts.SourceFile) {
  const pages = new Map<string, string>();
  const tables = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const init = declaration.initializer;
      const direct = importedBy(init);
      if (direct) pages.set(declaration.name.text, resolveSource(source.fileName, direct));
      if (init && ts.isCallExpression(init) && init.expression.getText(source) === 'pagesFrom') {
        const table = importedBy(init.arguments[0]);
        if (table) tables.set(declaration.name.text, resolveSource(source.fileName, table));
      }
    }
  }
  return { pages, tables };
}

/** A page table (`export default { name: () => import('./routes/x'), ... }`): name → module. */
function readPageTable(file: string): Map<string, string> {
  const source = parse(file);
  const { pages } = importBindings(source);
  const table = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isExportAssignment(statement)) continue;
    let object: ts.Expression = statement.expression;
    while (ts.isSatisfiesExpression(object) || ts.isAsExpression(object))
      object = object.expression;
    if (!ts.isObjectLiteralExpression(object)) continue;
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = property.name.getText(source);
      const direct = importedBy(property.initializer);
      if (direct) table.set(name, resolveSource(file, direct));
      else if (ts.isIdentifier(property.initializer) && pages.has(property.initializer.text))
        table.set(name, pages.get(property.initializer.text)!);
    }
  }
  return table;
}

/**
 * A page module's `export const namespaces = ['a', 'b'] as const` (lib/routing/route-manifest.ts's
 * PageModule): the namespaces its route loads with its data. None when it declares none; any other
 * shape fails the build, so the server never names fewer files than the page loads.
 */
export function readNamespaces(file: string): string[] {
  const source = parse(file);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const declaration of statement.declarationList.declarations) {
      if (!exported || declaration.name.getText(source) !== 'namespaces') continue;
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)))
        value = value.expression;
      if (!value || !ts.isArrayLiteralExpression(value))
        throw new Error(`${file}: namespaces is not an array literal`);
      return value.elements.map((element) => {
        if (!ts.isStringLiteral(element))
          throw new Error(`${file}: namespaces holds something other than a string literal`);
        return element.text;
      });
    }
  }
  return [];
}

/**
 * The routes of one feature manifest, read from its source: every object literal with a literal
 * `path` and a `page` written as `() => import('x')`, a constant holding one, or `page('name')` of a
 * `pagesFrom` table. Other shapes are not recognised (the unit test holds every manifest to these).
 */
export function readManifestRoutes(file: string): RouteModules[] {
  const source = parse(file);
  const { pages, tables } = importBindings(source);
  const routes: RouteModules[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map<string, ts.ObjectLiteralElementLike>();
      for (const property of node.properties)
        if (property.name) props.set(property.name.getText(source), property);
      const pathProp = props.get('path');
      const pageProp = props.get('page');
      if (
        pathProp &&
        ts.isPropertyAssignment(pathProp) &&
        ts.isStringLiteral(pathProp.initializer) &&
        pageProp
      ) {
        const value = ts.isPropertyAssignment(pageProp)
          ? pageProp.initializer
          : ts.isShorthandPropertyAssignment(pageProp)
            ? pageProp.name
            : undefined;
        let modules: string[] | undefined;
        const direct = importedBy(value);
        if (direct) modules = [resolveSource(file, direct)];
        else if (value && ts.isIdentifier(value) && pages.has(value.text))
          modules = [pages.get(value.text)!];
        else if (value && ts.isCallExpression(value) && ts.isIdentifier(value.expression)) {
          const table = tables.get(value.expression.text);
          const [name] = value.arguments;
          const module =
            table && name && ts.isStringLiteral(name)
              ? readPageTable(table).get(name.text)
              : undefined;
          if (table && module) modules = [table, module];
        }
        if (modules)
          routes.push({
            path: pathProp.initializer.text,
            modules,
            layout: props.has('layout'),
            namespaces: readNamespaces(modules.at(-1)!),
          });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

/** The routes of every `src/features/<area>/manifest.ts` under the app's root. */
export function readAllManifestRoutes(appRoot: string): RouteModules[] {
  const features = path.join(appRoot, 'src/features');
  return readdirSync(features)
    .map((area) => path.join(features, area, 'manifest.ts'))
    .filter((file) => existsSync(file))
    .flatMap(readManifestRoutes);
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes dist/.vite/page-preloads.json: for every route of the feature manifests, the chunks and
 * styles a first load of its URL needs beyond the entry (its page table, its page module, what they
 * import, a layout's too). The API server names them in index.html as `<link rel="modulepreload">`
 * and stylesheets, so the browser fetches them beside the entry instead of after it has run, and a
 * page can sit behind a page table (the entry then carries no list of its chunks) at no cost to a
 * first load. With them, the translation namespaces the page loads with its data: the server
 * preloads those files in the language it expects the app to choose.
 */
export function pagePreloads(): Plugin {
  let appRoot = '';
  return {
    name: 'shop-admin:page-preloads',
    apply: 'build',
    configResolved(config) {
      appRoot = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & BundleChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A route's module need not be a chunk of its own (a codeSplitting group of vite.config.ts
      // may hold it with others): its chunk is the one that holds it.
      const byModule = new Map(
        chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)),
      );
      const closure = (start: BundleChunk[]) => {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: BundleChunk) => {
          if (js.has(chunk.fileName)) return;
          js.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of chunk.imports) visit(byFile.get(file)!);
        };
        start.forEach(visit);
        return { js, css };
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry));
      const routes = readAllManifestRoutes(appRoot);
      const layouts = routes.filter((route) => route.layout);
      const preloads: PagePreload[] = routes.map((route) => {
        const layout = layouts.find((l) => route.path.startsWith(`${l.path}/`));
        const modules = [...(layout?.modules ?? []), ...route.modules];
        const own = closure(
          modules.map((module) => {
            const chunk = byModule.get(module);
            if (!chunk)
              throw new Error(`${module} (route ${route.path}) is not a chunk of the build`);
            return chunk;
          }),
        );
        return {
          path: route.path,
          js: [...own.js].filter((file) => !entry.js.has(file)),
          css: [...own.css].filter((file) => !entry.css.has(file)),
          namespaces: [...new Set([...(layout?.namespaces ?? []), ...route.namespaces])],
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
