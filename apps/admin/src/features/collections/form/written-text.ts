/**
 * Whether rich text holds anything a person wrote: an editor's empty document is markup only
 * ("<p></p>"), and an image counts as content.
 */
export function hasWrittenText(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
