import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Button, Heading, IconButton, Text } from '@radix-ui/themes';
import type { TooltipRenderProps } from 'react-joyride';
import { CloseIcon } from '../icons';
import { defaultTourMessages, useUiMessages } from '../messages';
import { PortalTheme } from '../theme/PortalTheme';
import * as styles from './Tour.css';

/** Keeps only what a button needs from joyride's button props (our labels replace its aria-label and title). */
function action(props: TooltipRenderProps['primaryProps']) {
  return { onClick: props.onClick };
}

/**
 * The kit's tour tooltip: a labelled dialog in Radix Themes styles. The focus is on the primary
 * button (Next / Finish) as soon as a step is in the DOM: joyride moves it there too, but only once
 * the tooltip is placed, and an Enter pressed in between went nowhere. Joyride traps Tab inside;
 * Escape closes it.
 */
export function TourTooltip({
  step,
  index,
  size,
  isLastStep,
  backProps,
  closeProps,
  primaryProps,
  skipProps,
}: TooltipRenderProps) {
  const messages = useUiMessages(defaultTourMessages);
  const titleId = useId();
  const progressId = useId();
  const contentId = useId();
  const primary = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // Joyride scrolls to the step itself.
    primary.current?.focus({ preventScroll: true });
  }, [index]);
  // A modal dialog: Tab and Shift+Tab go round its buttons.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const buttons = [...event.currentTarget.querySelectorAll('button:not([disabled])')];
    if (buttons.length === 0) return;
    event.preventDefault();
    const at = buttons.indexOf(document.activeElement as Element);
    const next = (at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
    (buttons[at === -1 ? 0 : next] as HTMLElement).focus();
  };
  const hasTitle = step.title !== undefined && step.title !== null && step.title !== '';
  return (
    <PortalTheme>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={hasTitle ? undefined : messages.tourLabel}
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-describedby={`${progressId} ${contentId}`}
        className={styles.tooltip}
        data-tour-tooltip=""
        onKeyDown={trapTab}
      >
        <div className={styles.header}>
          <div className={styles.heading}>
            <Text as="p" size="1" color="gray" id={progressId}>
              {messages.tourProgress(index + 1, size)}
            </Text>
            {hasTitle ? (
              <Heading as="h2" size="3" id={titleId}>
                {step.title}
              </Heading>
            ) : null}
          </div>
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            color="gray"
            aria-label={messages.tourClose}
            {...action(closeProps)}
          >
            <CloseIcon />
          </IconButton>
        </div>
        <Text as="div" size="2" id={contentId} className={styles.body}>
          {step.content}
        </Text>
        <div className={styles.footer}>
          <Button type="button" size="2" variant="ghost" color="gray" {...action(skipProps)}>
            {messages.tourSkip}
          </Button>
          <span className={styles.spacer} />
          {index > 0 ? (
            <Button type="button" size="2" variant="soft" {...action(backProps)}>
              {messages.tourBack}
            </Button>
          ) : null}
          <Button type="button" size="2" ref={primary} {...action(primaryProps)}>
            {isLastStep ? messages.tourFinish : messages.tourNext}
          </Button>
        </div>
      </div>
    </PortalTheme>
  );
}
