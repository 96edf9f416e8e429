import { Button, IconButton, Text } from '@radix-ui/themes';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../icons';
import { toastStore, type ToastItem, type ToastKind } from './toast-store';
import * as styles from './Toaster.css';

const icons: Record<ToastKind, typeof InfoIcon> = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

/**
 * Dismisses a toast. If the keyboard focus is on it, focus moves to the next toast's dismiss button first,
 * so a keyboard user clearing the stack is not dropped back to the top of the page.
 */
function dismissKeepingFocus(card: HTMLElement, id: string) {
  if (card.contains(document.activeElement)) {
    const others =
      card.parentElement?.parentElement?.querySelectorAll<HTMLButtonElement>(
        '[data-toast-dismiss]',
      );
    const next = Array.from(others ?? []).find((button) => !card.contains(button));
    next?.focus();
  }
  toastStore.dismiss(id);
}

function ToastCard({ item, dismissLabel }: { item: ToastItem; dismissLabel: string }) {
  const Icon = icons[item.kind];
  return (
    <div
      className={styles.toast[item.kind]}
      data-toast-kind={item.kind}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissKeepingFocus(event.currentTarget, item.id);
      }}
    >
      <Icon className={styles.icon[item.kind]} />
      <Text as="p" size="2" className={styles.message}>
        {item.message}
      </Text>
      {item.action ? (
        <Button
          size="1"
          variant="soft"
          className={styles.action}
          onClick={(event) => {
            const card = event.currentTarget.closest<HTMLElement>('[data-toast-kind]');
            // The action is done with once taken: the toast goes, as after a dismiss.
            item.action?.onClick();
            if (card) dismissKeepingFocus(card, item.id);
            else toastStore.dismiss(item.id);
          }}
        >
          {item.action.label}
        </Button>
      ) : null}
      <IconButton
        size="1"
        variant="ghost"
        color="gray"
        aria-label={dismissLabel}
        data-toast-dismiss=""
        onClick={(event) => {
          const card = event.currentTarget.closest<HTMLElement>('[data-toast-kind]');
          if (card) dismissKeepingFocus(card, item.id);
          else toastStore.dismiss(item.id);
        }}
      >
        <CloseIcon />
      </IconButton>
    </div>
  );
}

/**
 * The toasts of one live region. Loaded with the first toast, or once the page is idle (Toaster):
 * the cards, their buttons and icons are not on an app's first load.
 */
export default function ToastCards({
  items,
  dismissLabel,
}: {
  items: readonly ToastItem[];
  dismissLabel: string;
}) {
  return items.map((item) => <ToastCard key={item.id} item={item} dismissLabel={dismissLabel} />);
}
