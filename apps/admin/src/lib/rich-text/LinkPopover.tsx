import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Flex, Popover, Text, TextField, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { normalizeLinkUrl } from './link-url';

export interface LinkPopoverProps {
  /** Name of the box and tooltip of its trigger. */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link under the cursor, if any (the box starts with it). */
  currentHref: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
  /** The toolbar button that opens it. */
  trigger: ReactNode;
}

/**
 * The link box of the editor: an address field with Apply and Remove. Not a <form>: it renders in a
 * portal, but React would still bubble its submit to the product form around the editor.
 */
export function LinkPopover(props: LinkPopoverProps) {
  // Apply and Remove put the focus back in the text (the toolbar's commands do); Escape and a click
  // outside leave it to the popover, which gives it back to the Link button.
  const backToText = useRef(false);
  const form: LinkPopoverProps = {
    ...props,
    onApply: (href) => {
      backToText.current = true;
      props.onApply(href);
    },
    onRemove: () => {
      backToText.current = true;
      props.onRemove();
    },
  };
  return (
    <Popover.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Tooltip content={props.label}>
        <Popover.Trigger>{props.trigger}</Popover.Trigger>
      </Tooltip>
      <Popover.Content
        width="320px"
        aria-label={props.label}
        onCloseAutoFocus={(event) => {
          if (backToText.current) event.preventDefault();
          backToText.current = false;
        }}
      >
        {/* Remounted on every opening, so it starts from the current link. */}
        {props.open ? <LinkForm {...form} /> : null}
      </Popover.Content>
    </Popover.Root>
  );
}

function LinkForm({ currentHref, onApply, onRemove }: LinkPopoverProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(currentHref ?? '');
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const href = normalizeLinkUrl(text);
    if (!href) {
      setInvalid(true);
      return;
    }
    onApply(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {t('richText.link.address')}
      </Text>
      <TextField.Root
        id={inputId}
        value={text}
        autoFocus
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      {invalid ? (
        <Text id={errorId} size="1" color="red">
          {t('richText.link.invalid')}
        </Text>
      ) : null}
      <Flex gap="2" justify="end">
        {currentHref ? (
          <Button type="button" variant="soft" color="red" onClick={onRemove}>
            {t('richText.link.remove')}
          </Button>
        ) : null}
        <Button type="button" onClick={apply}>
          {t('richText.link.apply')}
        </Button>
      </Flex>
    </Flex>
  );
}
