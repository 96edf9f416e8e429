import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { WaitingChange } from './describe-change';

/** The look of Radix Themes' popover, from its tokens (light and dark alike). */
const panelStyle: CSSProperties = {
  position: 'absolute',
  insetBlockEnd: 'calc(100% + var(--space-2))',
  insetInlineEnd: 0,
  inlineSize: 'max-content',
  maxInlineSize: 'min(360px, calc(100vw - 32px))',
  padding: 'var(--space-4)',
  borderRadius: 'var(--radius-4)',
  backgroundColor: 'var(--color-panel-solid)',
  boxShadow: 'var(--shadow-5)',
  outline: 'none',
};

/**
 * "n changes waiting to sync" in the page's corner, and on press which ones, in a non-modal panel
 * (a dialog, as Radix's popover is) that opens above the button. Drawn without Radix's popover and
 * its positioning library (12 KB on the wire, on every page's load): the button sits in a fixed
 * corner, so the panel has one place to go. It must work offline, so nothing of it loads on demand.
 * The panel follows its button in the document (what a screen reader reads next), drawn above it.
 * Focus moves into the panel when it opens; Escape closes it and gives focus back to the button,
 * as a press or focus anywhere outside closes it.
 */
export function WaitingChanges({ waiting }: { waiting: WaitingChange[] }) {
  const { t } = useTranslation('offline');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.focus();
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      data-testid="pending-changes"
      style={{ position: 'fixed', insetBlockEnd: 16, insetInlineEnd: 16, zIndex: 5 }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <Button
        ref={buttonRef}
        variant="surface"
        color="amber"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {t('waiting', { count: waiting.length })}
      </Button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={t('listTitle')}
          tabIndex={-1}
          style={panelStyle}
        >
          <Text as="p" size="2" weight="medium">
            {t('listTitle')}
          </Text>
          <Text as="p" size="1" color="gray">
            {t('listHint')}
          </Text>
          <ul style={{ marginBlock: 8, paddingInlineStart: 20 }}>
            {waiting.map((change, index) => (
              <li key={index}>
                <Text size="2">{t(`change.${change.kind}`, { what: change.what })}</Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
