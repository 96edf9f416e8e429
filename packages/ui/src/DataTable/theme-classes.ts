/**
 * Radix Themes' table classes on the kit's own elements. Themes' Table components come in one module
 * with Table.Root, which imports ScrollArea (4 KB gzip) that the DataTable never renders: the kit
 * writes the elements itself, as DataRow does for the rows of data.
 */
export function themeClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
