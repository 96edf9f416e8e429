import { describe, expect, it } from 'vitest';
import { applyProjection, build, flatten, project, type TreeItem } from './tree';

interface Node extends TreeItem {
  id: string;
  children: Node[];
}
const n = (id: string, ...children: Node[]): Node => ({ id, children });
/** The tree as text: `a(b c(d))`. */
const show = (items: readonly TreeItem[]): string =>
  items.map((i) => (i.children.length ? `${i.id}(${show(i.children)})` : i.id)).join(' ');

const tree = [n('home'), n('shop', n('shirts'), n('shoes', n('boots'))), n('about')];
const rows = flatten(tree);

describe('tree editor model', () => {
  it('flattens in reading order and builds the same tree again', () => {
    expect(rows.map((r) => `${r.item.id}:${r.depth}`)).toEqual([
      'home:0',
      'shop:0',
      'shirts:1',
      'shoes:1',
      'boots:2',
      'about:0',
    ]);
    expect(show(build(rows))).toBe(show(tree));
  });

  it('moves a row down past others and keeps its children with it', () => {
    const p = project(rows, 1, 1, 0, 3)!;
    expect(show(applyProjection(rows, p))).toBe('home about shop(shirts shoes(boots))');
  });

  it('nests a row under the one above it, one level at a time', () => {
    // "about" sits below boots: one level in makes it shop's last child, two levels shoes'.
    expect(show(applyProjection(rows, project(rows, 5, 0, 1, 3)!))).toBe(
      'home shop(shirts shoes(boots) about)',
    );
    expect(show(applyProjection(rows, project(rows, 5, 0, 2, 3)!))).toBe(
      'home shop(shirts shoes(boots about))',
    );
    // Never deeper than the maximum depth.
    expect(show(applyProjection(rows, project(rows, 5, 0, 5, 3)!))).toBe(
      'home shop(shirts shoes(boots about))',
    );
  });

  it('moves a row out of its parent', () => {
    expect(show(applyProjection(rows, project(rows, 4, 0, -1, 3)!))).toBe(
      'home shop(shirts shoes boots) about',
    );
    expect(show(applyProjection(rows, project(rows, 4, 0, -2, 3)!))).toBe(
      'home shop(shirts shoes) boots about',
    );
  });

  it('keeps a block within the depth limit', () => {
    // shoes(boots) is two levels high: under shirts it would make a fourth level.
    const p = project(rows, 3, 0, 1, 3)!;
    expect(show(applyProjection(rows, p))).toBe(show(tree));
    // Moved to the top, it cannot go deeper than the first level.
    expect(show(applyProjection(rows, project(rows, 3, -3, 1, 3)!))).toBe(
      'shoes(boots) home shop(shirts) about',
    );
  });

  it('refuses a place where the block cannot fit at any depth', () => {
    const deep = flatten([n('a', n('b', n('c'))), n('d', n('e', n('f')))]);
    // d(e(f)) is three levels high; between b and c it would have to start on the third level.
    expect(project(deep, 3, -1, 0, 3)).toBeNull();
  });
});
