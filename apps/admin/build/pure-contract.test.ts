import { describe, expect, it } from 'vitest';
import { annotatePure } from './pure-contract';

describe('annotatePure', () => {
  it('marks every call a top-level value makes while the module loads, and nothing else', () => {
    const code = [
      `export const idSchema = z.string().min(1);`,
      `const base = listOf(idSchema);`,
      `export const typed: Schema = base.extend({ a: z.string().nullable(), b: [new Set()] });`,
      `export const refined = z.string().refine((v) => check(v), MESSAGE);`,
      `export const LIMIT = 20;`,
      `export const SORTS = ['a', 'b'] as const;`,
      `let later = z.string();`,
      `function f() {`,
      `  const inner = z.string();`,
      `}`,
    ].join('\n');
    expect(annotatePure(code).split('\n')).toEqual([
      `export const idSchema = /*#__PURE__*/ z.string().min(1);`,
      `const base = /*#__PURE__*/ listOf(idSchema);`,
      `export const typed: Schema = /*#__PURE__*/ base.extend({ a: /*#__PURE__*/ z.string().nullable(), b: [/*#__PURE__*/ new Set()] });`,
      `export const refined = /*#__PURE__*/ z.string().refine((v) => check(v), MESSAGE);`,
      `export const LIMIT = 20;`,
      `export const SORTS = ['a', 'b'] as const;`,
      `let later = z.string();`,
      `function f() {`,
      `  const inner = z.string();`,
      `}`,
    ]);
  });
});
