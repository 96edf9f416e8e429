// A local ESLint rule: one case for file names across the workspace. A file named after the React
// component it holds is PascalCase, and so are its styles, stories and tests (Sidebar.tsx,
// Sidebar.css.ts, Sidebar.stories.tsx, Sidebar.test.tsx); every other module is kebab-case
// (sidebar-logic.ts, use-grid-keyboard.ts, routes/detail.tsx, icons.tsx). camelCase names
// (sidebarLogic.ts) are what mixed the two, so the rule names the kebab-case file to rename to.
import { basename } from 'node:path';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `sidebarLogic` → `sidebar-logic`, `azMessages` → `az-messages`, `useUIState` → `use-ui-state`. */
export function kebabCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/**
 * What is wrong with a file's name, or null. `Name.css.ts` and `Name.test.ts` may be PascalCase (a
 * component's styles and tests); any `.tsx` may be (a component); the dotted parts after the name
 * (`.test`, `.stories`, `.unit.test`) are kebab-case like the rest.
 */
export function fileNameProblem(fileName) {
  const [stem, ...rest] = fileName.split('.');
  const extension = rest.at(-1);
  const suffixes = rest.slice(0, -1);
  const wrongSuffix = suffixes.find((suffix) => !KEBAB.test(suffix));
  if (wrongSuffix !== undefined) {
    return `the part "${wrongSuffix}" of ${fileName} is not kebab-case`;
  }
  if (KEBAB.test(stem)) return null;
  const component = extension === 'tsx' || ['css', 'test'].includes(suffixes[0]);
  if (PASCAL.test(stem) && component) return null;
  const renamed = [kebabCase(stem), ...rest].join('.');
  return PASCAL.test(stem)
    ? `${fileName} is PascalCase but holds no component: name it ${renamed}`
    : `${fileName} mixes cases: name it ${renamed} (kebab-case), or PascalCase after the component it holds`;
}

const fileCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case, or PascalCase after the component they hold' },
    schema: [],
  },
  create(context) {
    const problem = fileNameProblem(basename(context.filename));
    if (problem === null) return {};
    return {
      Program(node) {
        context.report({ node, loc: { line: 1, column: 0 }, message: `File name: ${problem}.` });
      },
    };
  },
};

export const fileNames = { rules: { case: fileCase } };
