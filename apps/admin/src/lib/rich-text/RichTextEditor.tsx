import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import type { FieldControlProps } from '@shop/ui';
import { plugins } from './plugins';
import { RichTextToolbar } from './RichTextToolbar';
import { sanitizeHtml } from './sanitize';
import { documentHtml, parseHtml } from './schema';
import * as styles from './rich-text.css';

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

/** Meta of a transaction that loads the form's value: it is not reported back as a change. */
const FROM_FORM = 'fromForm';

/** Tells the toolbar that the editor's state changed. */
export interface EditorEvents {
  subscribe: (listener: () => void) => () => void;
  emit: () => void;
}

function editorEvents(): EditorEvents {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}

/**
 * ProseMirror bound to a form value of HTML. Loaded lazily: it is the largest part of the product
 * form, and only the pages with a description need it. The schema, keyboard and input rules are in
 * schema.ts, plugins.ts and commands.ts; ProseMirror adds no style element (rich-text.css.ts has the
 * few rules it needs).
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
  const host = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [events] = useState(editorEvents);

  const attributes: Record<string, string> = {
    id: control.id,
    class: styles.content,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
    ...(control['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
    ...(disabled ? {} : { tabindex: '0' }),
  };
  const viewProps = { attributes, editable: () => !disabled };
  const initialViewProps = useRef(viewProps);

  useLayoutEffect(() => {
    const created: EditorView = new EditorView(host.current, {
      ...initialViewProps.current,
      state: EditorState.create({ doc: parseHtml(sanitizeHtml(reported.current)), plugins }),
      handleKeyDown: (_view, event) => {
        // Mod-K opens the link box, as in most editors.
        if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return false;
        event.preventDefault();
        setLinkOpen(true);
        return true;
      },
      handleDOMEvents: {
        blur: () => {
          latest.current.onBlur();
          return false;
        },
      },
      dispatchTransaction(tr) {
        const before = created.state;
        const after = before.apply(tr);
        created.updateState(after);
        events.emit();
        if (tr.getMeta(FROM_FORM) || before.doc.eq(after.doc)) return;
        const html = documentHtml(after.doc);
        reported.current = html;
        latest.current.onChange(html);
      },
    });
    setView(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, [events]);

  useEffect(() => {
    if (!view) return;
    onReady(() => {
      view.focus();
      view.dispatch(view.state.tr.scrollIntoView());
    });
  }, [view, onReady]);

  useEffect(() => {
    if (!view || value === reported.current) return;
    reported.current = value;
    const doc = parseHtml(sanitizeHtml(value));
    view.dispatch(
      view.state.tr
        .replaceWith(0, view.state.doc.content.size, doc.content)
        .setMeta(FROM_FORM, true),
    );
  }, [view, value]);

  // The error state, description and disabled state change after the editor exists: keep them current.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    view?.setProps(viewProps);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributesKey and disabled stand for viewProps
  }, [view, attributesKey, disabled]);

  return (
    <div className={styles.frame} data-invalid={control['aria-invalid'] ? '' : undefined}>
      <RichTextToolbar
        view={view}
        events={events}
        editorId={control.id}
        disabled={disabled}
        linkOpen={linkOpen}
        onLinkOpenChange={setLinkOpen}
      />
      <div ref={host} />
    </div>
  );
}
