export { SortableList } from './SortableList';
export type { SortableListLabels, SortableListProps } from './SortableList';
