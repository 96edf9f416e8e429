import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, DropdownMenu, Select } from '@radix-ui/themes';
import { Dialog, Select as SelectPrimitive } from 'radix-ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThemesChevron } from './ThemesChevron';
import { PortalTheme } from '../theme/PortalTheme';
import { lazyComponent, useLazyComponent, type LazyComponent } from './lazy-component';
import { LazyPopup, type PopupComponent, type PopupTriggerProps } from './LazyPopup';

/*
 * The mechanism behind ProfileMenu, StoreSwitcher, the DataTable's page size and columns menus: each
 * story holds the popup's "module" back until its play function lets it through, so what a user does
 * before the code has come is tested in a real browser, with the real Radix primitives. The kit's own
 * stories show these triggers' looks; these are behaviour only (no screenshots, no docs page).
 */

const onLogout = fn().mockName('onLogout');

function DemoMenu({ trigger }: PopupTriggerProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item>Account</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onLogout()}>Log out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function DemoDialog({ trigger }: PopupTriggerProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <PortalTheme>
          <Dialog.Content aria-describedby={undefined} style={{ position: 'fixed', inset: 40 }}>
            <Dialog.Title>Profile</Dialog.Title>
            <Dialog.Close asChild>
              <Button>Back</Button>
            </Dialog.Close>
          </Dialog.Content>
        </PortalTheme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface DemoSelectProps {
  value: string;
  onChange: (value: string) => void;
  valueNode: HTMLElement | null;
}

function DemoSelect({ trigger, value, onChange, valueNode }: DemoSelectProps & PopupTriggerProps) {
  return (
    <Select.Root size="1" value={value} onValueChange={onChange}>
      <SelectPrimitive.Trigger asChild>{trigger}</SelectPrimitive.Trigger>
      {valueNode
        ? createPortal(<SelectPrimitive.Value>{value}</SelectPrimitive.Value>, valueNode)
        : null}
      <Select.Content>
        {['10', '20', '50'].map((size) => (
          <Select.Item key={size} value={size}>
            {size}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

/** A popup module whose import resolves only when the play function calls `release()`. */
function gated<P>(component: PopupComponent<P>) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const importer = fn(() => arrived.then(() => ({ default: component })));
  return { module: lazyComponent(importer), importer, release: () => release() };
}

// A fresh, unloaded module for every story (beforeEach): a loaded one would stay loaded.
let menu = gated<object>(DemoMenu);
let dialog = gated<object>(DemoDialog);
let select = gated<DemoSelectProps>(DemoSelect);

function SelectDemo({ popup }: { popup: LazyComponent<PopupComponent<DemoSelectProps>> }) {
  const [value, setValue] = useState('20');
  const [valueNode, setValueNode] = useState<HTMLSpanElement | null>(null);
  const loaded = useLazyComponent(popup) !== undefined;
  return (
    <LazyPopup
      popup={popup}
      kind="listbox"
      trigger={
        <button
          type="button"
          aria-label="Rows per page"
          data-accent-color="gray"
          className="rt-reset rt-SelectTrigger rt-r-size-1 rt-variant-soft"
        >
          <span className="rt-SelectTriggerInner" ref={setValueNode}>
            {loaded ? null : <span style={{ pointerEvents: 'none' }}>{value}</span>}
          </span>
          <ThemesChevron className="rt-SelectIcon" aria-hidden />
        </button>
      }
      props={{ value, onChange: setValue, valueNode }}
    />
  );
}

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <LazyPopup
        popup={menu.module}
        kind="menu"
        trigger={<Button variant="soft">Ada Lovelace</Button>}
        props={{}}
      />
      <LazyPopup
        popup={dialog.module}
        kind="dialog"
        trigger={<Button variant="soft">Profile panel</Button>}
        props={{}}
      />
      <SelectDemo popup={select.module} />
    </div>
  );
}

const meta = {
  title: 'Internals/Lazy popups',
  component: Demo,
  tags: ['!autodocs', 'no-visual'],
  beforeEach: () => {
    menu = gated<object>(DemoMenu);
    dialog = gated<object>(DemoDialog);
    select = gated<DemoSelectProps>(DemoSelect);
    onLogout.mockClear();
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lets a few tasks pass, in which a replay would have happened. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

export const ClosedStateBeforeTheCode: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Profile panel' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    const combobox = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveTextContent('20');
    // Nothing is fetched until someone heads for a trigger.
    await expect(menu.importer).not.toHaveBeenCalled();
    await userEvent.hover(trigger);
    await expect(menu.importer).toHaveBeenCalledOnce();
    await expect(dialog.importer).not.toHaveBeenCalled();
  },
};

export const MenuPressedBeforeItsCode: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    await userEvent.click(trigger);
    await settle();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    menu.release();
    const opened = await screen.findByRole('menu', { name: 'Ada Lovelace' });
    // The same element all along, now Radix's trigger.
    await expect(canvas.getByRole('button', { name: 'Ada Lovelace' })).toBe(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(opened).getByRole('menuitem', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const MenuKeyboardBeforeItsCode: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    menu.release();
    const opened = await screen.findByRole('menu');
    // Opened by keyboard: Radix focuses the first item, as it does when its code was there.
    await waitFor(() =>
      expect(within(opened).getByRole('menuitem', { name: 'Account' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const MenuArrowDownBeforeItsCode: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    menu.release();
    const opened = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(opened).getByRole('menuitem', { name: 'Account' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const FocusStaysThroughTheLoad: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    // Tabbing to the trigger starts the load; the code arrives while it has focus.
    trigger.focus();
    await expect(menu.importer).toHaveBeenCalledOnce();
    menu.release();
    await waitFor(() => expect(trigger).toHaveAttribute('id'));
    await expect(trigger).toHaveFocus();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
  },
};

export const MovedOnBeforeItsCode: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The user tabbed away before the code came: the Enter is no longer meant.
    await userEvent.tab();
    menu.release();
    await waitFor(() => expect(trigger).toHaveAttribute('id'));
    await settle();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const DialogPressedBeforeItsCode: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile panel' });
    await userEvent.click(trigger);
    dialog.release();
    const panel = await screen.findByRole('dialog', { name: 'Profile' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const DialogKeyboardBeforeItsCode: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile panel' });
    trigger.focus();
    // A dialog opens on the button's own click, which Space fires (on keyup).
    await userEvent.keyboard(' ');
    dialog.release();
    const panel = await screen.findByRole('dialog', { name: 'Profile' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const SelectPressedBeforeItsCode: Story = {
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Rows per page' });
    await userEvent.click(combobox);
    select.release();
    const listbox = await screen.findByRole('listbox');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    // The press ended before the code came: the next click picks an option, as it should.
    await userEvent.click(within(listbox).getByRole('option', { name: '50' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toBe(combobox);
    await expect(combobox).toHaveTextContent('50');
  },
};

export const SelectKeyboardBeforeItsCode: Story = {
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Rows per page' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    select.release();
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '20' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combobox).toHaveTextContent('50');
    await expect(combobox).toHaveFocus();
  },
};
