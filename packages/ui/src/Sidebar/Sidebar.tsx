import { useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Badge, VisuallyHidden } from '@radix-ui/themes';
import { ChevronDownIcon, ExternalLinkIcon } from '../icons';
import { isModifiedClick, UiLink } from '../link';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { findCurrentEntry } from './sidebar-logic';
import type { SidebarGroup, SidebarItem } from './types';
import * as styles from './Sidebar.css';

export interface SidebarProps {
  /** The app decides: the shop's admin_panel_logo `<img>` or a default logo. */
  logo: ReactNode;
  storeSwitcher?: ReactNode;
  groups: SidebarGroup[];
  /** Pinned at the bottom (Settings). */
  footer?: SidebarItem[];
  /** E.g. "/customers/cus_1": its group opens and its item gets aria-current="page". */
  currentPath: string;
  /** Called when a link is followed in this tab (the app closes the drawer). */
  onNavigate?: () => void;
}

interface EntryProps {
  item: SidebarItem;
  current: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

function EntryContent({ item }: { item: SidebarItem }) {
  const messages = useUiMessages(defaultCoreMessages);
  return (
    <>
      {item.icon ? (
        <span className={styles.icon} aria-hidden="true">
          {item.icon}
        </span>
      ) : null}
      <span className={styles.label}>{item.label}</span>
      {item.badge !== undefined && item.badge !== '' ? (
        <Badge size="1" radius="full" color="blue" variant="solid" className={styles.badge}>
          {item.badgeLabel ? <span aria-hidden="true">{item.badge}</span> : item.badge}
          {item.badgeLabel ? <VisuallyHidden>{item.badgeLabel}</VisuallyHidden> : null}
        </Badge>
      ) : null}
      {item.external ? (
        <>
          <ExternalLinkIcon size={14} className={styles.externalIcon} />
          <VisuallyHidden>{` ${messages.opensInNewTab}`}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
}

function DisabledEntry({ item, className }: { item: SidebarItem; className: string }) {
  const messages = useUiMessages(defaultCoreMessages);
  const reasonId = useId();
  // Not a link (there is nowhere to go), but focusable, so that a keyboard reaches the reason as a
  // pointer does on hover: the tooltip shows on hover and focus, and is the entry's description.
  return (
    <span className={className} aria-disabled="true" tabIndex={0} aria-describedby={reasonId}>
      <EntryContent item={item} />
      <span role="tooltip" id={reasonId} className={styles.reason}>
        {item.disabledReason ?? messages.sidebarNoPermission}
      </span>
    </span>
  );
}

function Entry({ item, current, nested = false, onNavigate }: EntryProps) {
  const className = nested ? styles.nestedEntry : styles.entry;
  if (item.disabled) return <DisabledEntry item={item} className={className} />;
  if (item.external) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        <EntryContent item={item} />
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isModifiedClick(event)) onNavigate?.();
  };
  return (
    <UiLink
      className={className}
      href={item.href}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      <EntryContent item={item} />
    </UiLink>
  );
}

interface GroupProps {
  group: SidebarGroup;
  open: boolean;
  currentEntryId?: string;
  onToggle: () => void;
  onNavigate?: () => void;
}

function AccordionGroup({ group, open, currentEntryId, onToggle, onNavigate }: GroupProps) {
  const panelId = useId();
  const items = [...(group.items ?? []), ...(group.extra ? [group.extra] : [])];
  return (
    <>
      <button
        type="button"
        className={styles.entry}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {group.icon ? (
          <span className={styles.icon} aria-hidden="true">
            {group.icon}
          </span>
        ) : null}
        <span className={styles.label}>{group.label}</span>
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul id={panelId} className={styles.subList} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <Entry
              item={item}
              nested
              current={item.id === currentEntryId}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The main navigation (240 px). Accordion groups open one at a time: the group holding the current page
 * opens by itself whenever the path changes, and the user can still open or close any group.
 */
export function Sidebar({
  logo,
  storeSwitcher,
  groups,
  footer,
  currentPath,
  onNavigate,
}: SidebarProps) {
  const messages = useUiMessages(defaultCoreMessages);
  const current = useMemo(
    () => findCurrentEntry(groups, footer ?? [], currentPath),
    [groups, footer, currentPath],
  );
  const isAccordion = (groupId?: string) =>
    !!groupId && !!groups.find((group) => group.id === groupId)?.items?.length;

  const [openGroupId, setOpenGroupId] = useState<string | undefined>(() =>
    isAccordion(current.groupId) ? current.groupId : undefined,
  );
  const [previousPath, setPreviousPath] = useState(currentPath);
  // Follow the location during render (React's "adjust state when a prop changes" pattern), so the right
  // group is already open in the frame that shows the new page.
  if (previousPath !== currentPath) {
    setPreviousPath(currentPath);
    if (isAccordion(current.groupId)) setOpenGroupId(current.groupId);
  }

  return (
    <nav aria-label={messages.mainNavigation} className={styles.sidebar} data-tour="sidebar">
      <div className={styles.logo}>{logo}</div>
      {storeSwitcher ? <div className={styles.switcher}>{storeSwitcher}</div> : null}
      <div className={styles.scroll}>
        <ul className={styles.list}>
          {groups.map((group) => {
            let body: ReactNode;
            if (group.disabled) {
              body = <Entry item={{ ...group, href: group.href ?? '' }} current={false} />;
            } else if (group.items?.length) {
              body = (
                <AccordionGroup
                  group={group}
                  open={openGroupId === group.id}
                  currentEntryId={current.entryId}
                  onToggle={() =>
                    setOpenGroupId((open) => (open === group.id ? undefined : group.id))
                  }
                  onNavigate={onNavigate}
                />
              );
            } else {
              body = (
                <Entry
                  item={{
                    id: group.id,
                    label: group.label,
                    icon: group.icon,
                    href: group.href ?? '',
                  }}
                  current={current.entryId === group.id}
                  onNavigate={onNavigate}
                />
              );
            }
            // `data-tour`: a stable target for a guided tour, named after the group.
            return (
              <li key={group.id} data-tour={group.id}>
                {body}
              </li>
            );
          })}
        </ul>
      </div>
      {footer?.length ? (
        <ul className={styles.footer}>
          {footer.map((item) => (
            <li key={item.id} data-tour={item.id}>
              <Entry item={item} current={current.entryId === item.id} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
