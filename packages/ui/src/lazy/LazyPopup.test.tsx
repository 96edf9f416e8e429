import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cloneElement, useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';
import { LazyPopup, type PopupComponent, type PopupTriggerProps } from './LazyPopup';

interface MenuProps {
  label: string;
  onTriggerRef?: (element: HTMLElement | null) => void;
}

/** Stands in for a Radix DropdownMenu: its Trigger puts state, handlers and a ref on its child. */
function FakeMenu({ trigger, label, onTriggerRef }: MenuProps & PopupTriggerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {cloneElement(trigger as ReactElement<Record<string, unknown>>, {
        type: 'button',
        id: 'menu-trigger',
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'data-state': open ? 'open' : 'closed',
        onPointerDown: () => setOpen((was) => !was),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter') setOpen(true);
        },
        ref: (element: HTMLElement | null) => onTriggerRef?.(element),
      })}
      {open ? <div role="menu" aria-label={label} /> : null}
    </>
  );
}

/** A popup module whose import waits until the test lets it through. */
function gatedMenu() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const importer = vi.fn(() =>
    gate.then(() => ({ default: FakeMenu as PopupComponent<MenuProps> })),
  );
  return { menu: lazyComponent(importer), importer, release: () => act(async () => release()) };
}

function renderMenu(menu: ReturnType<typeof gatedMenu>['menu'], props: Partial<MenuProps> = {}) {
  render(
    <LazyPopup
      popup={menu}
      kind="menu"
      trigger={
        <button type="button" className="trigger">
          Ada Lovelace
        </button>
      }
      props={{ label: 'Profile', ...props }}
    />,
  );
  return screen.getByRole('button', { name: 'Ada Lovelace' });
}

describe('LazyPopup', () => {
  it('shows the trigger with the closed state before the code, and loads nothing yet', () => {
    const { menu, importer } = gatedMenu();
    const trigger = renderMenu(menu);
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(trigger.className).toBe('trigger');
    expect(importer).not.toHaveBeenCalled();
  });

  it('starts the import when a pointer heads for the trigger or it takes focus', () => {
    const { menu, importer } = gatedMenu();
    const trigger = renderMenu(menu);
    fireEvent.pointerEnter(trigger);
    fireEvent.focus(trigger);
    expect(importer).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on a press that came before the code, on the same element', async () => {
    const { menu, release } = gatedMenu();
    const onTriggerRef = vi.fn();
    const trigger = renderMenu(menu, { onTriggerRef });
    fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
    expect(screen.queryByRole('menu')).toBeNull();
    await release();
    await screen.findByRole('menu', { name: 'Profile' });
    expect(trigger.id).toBe('menu-trigger');
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.className).toBe('trigger');
    expect(onTriggerRef).toHaveBeenLastCalledWith(trigger);
  });

  it("takes an opening key's default action as Radix would, and replays the key", async () => {
    const { menu, release } = gatedMenu();
    const trigger = renderMenu(menu);
    trigger.focus();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    trigger.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    // Other keys are the browser's: Tab still moves focus.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    trigger.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    await release();
    await screen.findByRole('menu');
    expect(document.activeElement).toBe(trigger);
  });

  it('drops a press when focus moved on before the code came', async () => {
    const { menu, release } = gatedMenu();
    const trigger = renderMenu(menu);
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.blur(trigger);
    await release();
    // The menu's props are on the trigger: a replay would have come by now.
    await waitFor(() => expect(trigger.id).toBe('menu-trigger'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('hands the trigger to Radix at once when the code is already there', async () => {
    const { menu, release } = gatedMenu();
    void menu.load();
    await release();
    const trigger = renderMenu(menu);
    fireEvent.pointerDown(trigger, { button: 0 });
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});
