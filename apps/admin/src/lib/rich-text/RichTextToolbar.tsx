import {
  forwardRef,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { IconButton, Tooltip } from '@radix-ui/themes';
import type { Command, EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { useTranslation } from 'react-i18next';
import {
  isMarkActive,
  isNodeActive,
  linkHref,
  setLink,
  toggleHeading,
  toggleInlineMark,
  toggleList,
  unsetLink,
} from './commands';
import { BulletListIcon, HeadingIcon, LinkIcon, NumberedListIcon, SubheadingIcon } from './icons';
import { LinkPopover } from './LinkPopover';
import type { EditorEvents } from './RichTextEditor';
import * as styles from './rich-text.css';
import { marks, nodes } from './schema';

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
  view,
  events,
  editorId,
  disabled,
  linkOpen,
  onLinkOpenChange,
}: {
  /** The editor (null until it is mounted). */
  view: EditorView | null;
  events: EditorEvents;
  editorId: string;
  disabled: boolean;
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const state = useFormatting(view, events);

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
  // A command on the editor's selection; the focus goes back to the text (from a button or the link box).
  const run = (command: Command) => {
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  };

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
        onClick={() => run(toggleInlineMark(marks.bold))}
        {...stop(0)}
      >
        <strong aria-hidden="true">B</strong>
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.italic')}
        pressed={state.italic}
        onClick={() => run(toggleInlineMark(marks.italic))}
        {...stop(1)}
      >
        <em aria-hidden="true">I</em>
      </ToolbarButton>
      <span className={styles.separator} aria-hidden="true" />
      <ToolbarButton
        label={t('richText.heading')}
        pressed={state.h2}
        onClick={() => run(toggleHeading(2))}
        {...stop(2)}
      >
        <HeadingIcon />
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.subheading')}
        pressed={state.h3}
        onClick={() => run(toggleHeading(3))}
        {...stop(3)}
      >
        <SubheadingIcon />
      </ToolbarButton>
      <span className={styles.separator} aria-hidden="true" />
      <ToolbarButton
        label={t('richText.bulletList')}
        pressed={state.bulletList}
        onClick={() => run(toggleList(nodes.bulletList))}
        {...stop(4)}
      >
        <BulletListIcon />
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.numberedList')}
        pressed={state.orderedList}
        onClick={() => run(toggleList(nodes.orderedList))}
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
          run(setLink(href));
        }}
        onRemove={() => {
          onLinkOpenChange(false);
          run(unsetLink);
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

interface Formatting {
  bold: boolean;
  italic: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  href: string | undefined;
}

const NO_FORMATTING: Formatting = {
  bold: false,
  italic: false,
  h2: false,
  h3: false,
  bulletList: false,
  orderedList: false,
  link: false,
  href: undefined,
};

function formattingOf(state: EditorState): Formatting {
  const href = linkHref(state);
  return {
    bold: isMarkActive(state, marks.bold),
    italic: isMarkActive(state, marks.italic),
    h2: isNodeActive(state, nodes.heading, { level: 2 }),
    h3: isNodeActive(state, nodes.heading, { level: 3 }),
    bulletList: isNodeActive(state, nodes.bulletList),
    orderedList: isNodeActive(state, nodes.orderedList),
    link: href !== undefined,
    href,
  };
}

/**
 * What the selection has, for the buttons' pressed state: read again after every transaction, and
 * the toolbar renders again only when it changed.
 */
function useFormatting(view: EditorView | null, events: EditorEvents): Formatting {
  const last = useRef<{ state: EditorState; formatting: Formatting } | null>(null);
  const snapshot = (): Formatting => {
    if (!view) return NO_FORMATTING;
    if (last.current?.state === view.state) return last.current.formatting;
    const next = formattingOf(view.state);
    const previous = last.current?.formatting;
    const same =
      previous && (Object.keys(next) as (keyof Formatting)[]).every((k) => next[k] === previous[k]);
    const formatting = same ? previous : next;
    last.current = { state: view.state, formatting };
    return formatting;
  };
  return useSyncExternalStore(events.subscribe, snapshot, snapshot);
}
