import {
  forwardRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { IconButton, Tooltip } from '@radix-ui/themes';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { BulletListIcon, LinkIcon, NumberedListIcon } from './icons';
import { LinkPopover } from './LinkPopover';
import * as styles from './rich-text.css';

type ToolbarButtonProps = ComponentProps<typeof IconButton> & {
  label: string;
  pressed: boolean;
  /** false when the caller puts the tooltip around another trigger (the link box's). */
  tooltip?: boolean;
};

/** A toggle of the toolbar: its name is read, its state is aria-pressed, its tooltip shows the name. */
const ToolbarButton = forwardRef<HTMLButtonElement, ToolbarButtonProps>(function ToolbarButton(
  { label, pressed, tooltip = true, children, ...props },
  ref,
) {
  const button = (
    <IconButton
      ref={ref}
      type="button"
      size="1"
      variant={pressed ? 'soft' : 'ghost'}
      color="gray"
      highContrast={pressed}
      aria-label={label}
      aria-pressed={pressed}
      data-toolbar-item=""
      // A mouse press leaves the focus (and the selection) in the editor, as in any word processor:
      // the editor's own focus() waits a frame, and keys typed right after the click were lost to the
      // button meanwhile. The keyboard still reaches the buttons (one Tab stop, arrow keys).
      onMouseDown={(event) => event.preventDefault()}
      {...props}
    >
      {children}
    </IconButton>
  );
  return tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
});

/** The toolbar's buttons that can take focus, in order. */
function items(toolbar: HTMLElement | null): HTMLButtonElement[] {
  if (!toolbar) return [];
  return Array.from(toolbar.querySelectorAll<HTMLButtonElement>('[data-toolbar-item]')).filter(
    (button) => !button.disabled,
  );
}

/**
 * Bold, italic, two heading levels, bulleted and numbered lists, and a link: the markup the contract
 * keeps. One Tab stop (a roving tabindex, as the ARIA toolbar pattern asks), arrow keys and Home/End
 * move between buttons, in the reading direction of the page.
 */
export function RichTextToolbar({
  editor,
  editorId,
  disabled,
  linkOpen,
  onLinkOpenChange,
}: {
  editor: Editor;
  editorId: string;
  disabled: boolean;
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: e.getAttributes('link').href as string | undefined,
    }),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = items(event.currentTarget);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (at + 1) % buttons.length;
    else if (event.key === backward) next = (at - 1 + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons[next]?.focus();
  };

  // Which button holds the Tab stop (the last one focused); the others are reached with the arrows.
  const stop = (index: number) => ({ tabIndex: index === current ? 0 : -1, disabled });
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLButtonElement)) return;
    const index = items(event.currentTarget).indexOf(event.target);
    if (index >= 0) setCurrent(index);
  };
  const chain = () => editor.chain().focus();

  return (
    <div
      role="toolbar"
      aria-label={t('richText.toolbar')}
      aria-controls={editorId}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <ToolbarButton
        label={t('richText.bold')}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
        {...stop(0)}
      >
        <strong aria-hidden="true">B</strong>
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.italic')}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
        {...stop(1)}
      >
        <em aria-hidden="true">I</em>
      </ToolbarButton>
      <span className={styles.separator} aria-hidden="true" />
      <ToolbarButton
        label={t('richText.heading')}
        pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
        {...stop(2)}
      >
        <span aria-hidden="true">H2</span>
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.subheading')}
        pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
        {...stop(3)}
      >
        <span aria-hidden="true">H3</span>
      </ToolbarButton>
      <span className={styles.separator} aria-hidden="true" />
      <ToolbarButton
        label={t('richText.bulletList')}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
        {...stop(4)}
      >
        <BulletListIcon />
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.numberedList')}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
        {...stop(5)}
      >
        <NumberedListIcon />
      </ToolbarButton>
      <span className={styles.separator} aria-hidden="true" />
      <LinkPopover
        label={t('richText.link.title')}
        open={linkOpen}
        onOpenChange={onLinkOpenChange}
        currentHref={state.href}
        onApply={(href) => {
          onLinkOpenChange(false);
          chain().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemove={() => {
          onLinkOpenChange(false);
          chain().extendMarkRange('link').unsetLink().run();
        }}
        trigger={
          <ToolbarButton
            label={t('richText.link.title')}
            pressed={state.link}
            tooltip={false}
            {...stop(6)}
          >
            <LinkIcon />
          </ToolbarButton>
        }
      />
    </div>
  );
}
