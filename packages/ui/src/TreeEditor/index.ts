export { TreeEditor } from './TreeEditor';
export type { TreeEditorLabels, TreeEditorProps } from './TreeEditor';
export type { TreeItem } from './tree';
