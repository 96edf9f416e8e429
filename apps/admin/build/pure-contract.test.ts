import { describe, expect, it } from 'vitest';
import { annotatePure } from './pure-contract';

describe('annotatePure', () => {
  it('marks top-level values that are calls, and nothing else', () => {
    const code = [
      `export const idSchema = z.string().min(1);`,
      `const base = listOf(idSchema);`,
      `export const typed: Schema = base.extend({ a: z.string() });`,
      `export const LIMIT = 20;`,
      `export const SORTS = ['a', 'b'] as const;`,
      `function f() {`,
      `  const inner = z.string();`,
      `}`,
    ].join('\n');
    expect(annotatePure(code).split('\n')).toEqual([
      `export const idSchema = /*#__PURE__*/ z.string().min(1);`,
      `const base = /*#__PURE__*/ listOf(idSchema);`,
      `export const typed: Schema = /*#__PURE__*/ base.extend({ a: z.string() });`,
      `export const LIMIT = 20;`,
      `export const SORTS = ['a', 'b'] as const;`,
      `function f() {`,
      `  const inner = z.string();`,
      `}`,
    ]);
  });
});
