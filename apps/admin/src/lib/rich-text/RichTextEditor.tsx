import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { RICH_TEXT_LINK_REL, RICH_TEXT_LINK_TARGET } from '@shop/admin-api';
import type { FieldControlProps } from '@shop/ui';
import { normalizeLinkUrl } from './link-url';
import { RichTextToolbar } from './RichTextToolbar';
import { sanitizeHtml } from './sanitize';
import * as styles from './rich-text.css';

/**
 * Only what the contract keeps (see RICH_TEXT_TAGS): paragraphs, two heading levels, lists, quotes,
 * bold, italic, underline, links and line breaks. Code, strike and rules would be dropped on save.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: RICH_TEXT_LINK_TARGET },
      isAllowedUri: (url) => normalizeLinkUrl(url) !== null,
    },
  }),
];

/** The editor's HTML as the form keeps it: an empty document is an empty description. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export interface RichTextEditorProps {
  /** The form's HTML; loaded sanitised, and again whenever the form changes it (an AI text, a reset). */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** FormField's wiring: the editable area takes its id and ARIA description. */
  control: FieldControlProps;
  labelId: string;
  disabled: boolean;
  /** Gives the form a way to focus the editor (e.g. on a server error for this field). */
  onReady: (focus: () => void) => void;
}

/**
 * TipTap (ProseMirror) bound to a form value of HTML. Loaded lazily: it is the largest part of the
 * product form. TipTap's <style> injection is off (rich-text.css.ts has the few rules it needs), so
 * the editor adds no style element at run time.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  control,
  labelId,
  disabled,
  onReady,
}: RichTextEditorProps) {
  // The HTML this editor last reported: a value that differs came from outside and is loaded.
  const reported = useRef(value);
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });
  const [linkOpen, setLinkOpen] = useState(false);

  const attributes = {
    id: control.id,
    class: styles.content,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
    ...(control['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
  };

  const editor = useEditor({
    extensions,
    content: sanitizeHtml(value),
    editable: !disabled,
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        // Mod-K opens the link box, as in most editors.
        if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return false;
        event.preventDefault();
        setLinkOpen(true);
        return true;
      },
    },
    onUpdate: ({ editor: updated }) => {
      const html = editorHtml(updated);
      reported.current = html;
      latest.current.onChange(html);
    },
    onBlur: () => latest.current.onBlur(),
  });

  useEffect(() => {
    onReady(() => editor.commands.focus());
  }, [editor, onReady]);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The error state and description change after the editor exists: keep its attributes current.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributesKey stands for attributes
  }, [editor, attributesKey]);

  return (
    <div className={styles.frame} data-invalid={control['aria-invalid'] ? '' : undefined}>
      <RichTextToolbar
        editor={editor}
        editorId={control.id}
        disabled={disabled}
        linkOpen={linkOpen}
        onLinkOpenChange={setLinkOpen}
      />
      <EditorContent editor={editor} />
    </div>
  );
}
