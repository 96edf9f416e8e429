import { useMemo, useRef, useState } from 'react';
import {
  ACTIONS,
  EVENTS,
  Joyride,
  ORIGIN,
  STATUS,
  type EventData,
  type Controls,
  type Step,
} from 'react-joyride';
import { defaultTourMessages, useUiMessages } from '../messages';
import { TourTooltip } from './TourTooltip';
import {
  TOUR_OVERLAY_COLOR,
  TOUR_PRIMARY_COLOR,
  TOUR_SCROLL_DURATION_MS,
  TOUR_SCROLL_OFFSET,
  TOUR_SPOTLIGHT_PADDING,
  TOUR_TARGET_WAIT_MS,
  TOUR_TOOLTIP_WIDTH,
  directionOf,
  skipMissingStep,
  stepAfter,
  validateTourSteps,
  type TourDirection,
  type TourEndStatus,
  type TourStep,
} from './tour-logic';

export interface TourProps {
  /** The steps, in order. Must be an array of objects each with a `target`, otherwise a warning is logged and nothing runs. */
  steps: TourStep[];
  /** Runs the tour while true. Setting it back to true after the tour ended starts again from the first step. */
  run: boolean;
  /**
   * Called once when the tour ends: `finished` after the last step, `skipped` when the user chose Skip
   * Tour, Close, Escape or clicked the overlay. The app typically saves `tour_completed` and sets `run` to false.
   */
  onEnd?: (status: TourEndStatus) => void;
  /** Step to show (0-based). Changing it jumps there; leave it out to let the tour keep its own position. */
  stepIndex?: number;
  /** Called with the new index whenever the shown step changes (Next, Back, or a skipped missing target). */
  onStepChange?: (index: number) => void;
  /** Clicks on the dark overlay do nothing instead of closing the tour. */
  disableOverlayClose?: boolean;
}

function describeTarget(target: Step['target']): string {
  if (typeof target === 'string') return target;
  if (target instanceof HTMLElement) return `<${target.tagName.toLowerCase()}>`;
  return 'target';
}

/**
 * Guided tour over react-joyride with the product's look (SPEC §9): a 420 px tooltip, black overlay at
 * 55 %, blue primary colour, scroll offset 20 and 300 ms, spotlight padding 10, and "Step n of m".
 *
 * A step whose target is missing or hidden is skipped in the direction of travel, with a console
 * warning. Escape, the Close button and (unless disabled) a click on the overlay end the tour as
 * `skipped`, like Skip Tour; the Finish button on the last step ends it as `finished`.
 */
export function Tour({
  steps,
  run,
  onEnd,
  stepIndex,
  onStepChange,
  disableOverlayClose = false,
}: TourProps) {
  const messages = useUiMessages(defaultTourMessages);
  const valid = useMemo(() => validateTourSteps(steps), [steps]);

  // The tour runs joyride in controlled mode so that skipping missing targets follows our own rule.
  const [position, setPosition] = useState<{ index: number; direction: TourDirection }>({
    index: stepIndex ?? 0,
    direction: 'next',
  });
  // What had the focus when the tour started, for its end (the tooltip traps the focus itself).
  const focusBefore = useRef<Element | null>(null);
  const [syncedStepIndex, setSyncedStepIndex] = useState(stepIndex);
  if (stepIndex !== syncedStepIndex) {
    setSyncedStepIndex(stepIndex);
    if (stepIndex !== undefined)
      setPosition({
        index: stepIndex,
        direction: stepIndex < position.index ? 'prev' : 'next',
      });
  }

  const joyrideSteps = useMemo<Step[]>(
    () =>
      valid
        ? steps.map((step) => ({
            target: step.target,
            content: step.content,
            title: step.title,
            // Left out rather than undefined, so joyride's default (bottom) applies.
            ...(step.placement ? { placement: step.placement } : {}),
            skipBeacon: step.disableBeacon ?? false,
          }))
        : [],
    [steps, valid],
  );

  if (!valid) return null;

  const goTo = (next: number) => {
    setPosition({ index: next, direction: next < position.index ? 'prev' : 'next' });
    if (next < steps.length) onStepChange?.(next);
  };

  const handleEvent = (data: EventData, controls: Controls) => {
    switch (data.type) {
      case EVENTS.TOUR_START: {
        focusBefore.current = document.activeElement;
        break;
      }
      case EVENTS.TARGET_NOT_FOUND: {
        console.warn(
          `Tour: the target of step ${data.index + 1} (${describeTarget(data.step.target)}) is missing or hidden; skipping it.`,
        );
        goTo(skipMissingStep(data.index, position.direction, data.size));
        break;
      }
      case EVENTS.STEP_AFTER: {
        if (data.action === ACTIONS.CLOSE) controls.skip(ORIGIN.BUTTON_CLOSE);
        else if (data.action === ACTIONS.NEXT || data.action === ACTIONS.PREV)
          goTo(stepAfter(data.index, directionOf(data.action), data.size));
        break;
      }
      case EVENTS.TOUR_END: {
        const before = focusBefore.current;
        if (before instanceof HTMLElement && before.isConnected)
          before.focus({ preventScroll: true });
        setPosition({ index: 0, direction: 'next' });
        onEnd?.(data.status === STATUS.SKIPPED ? 'skipped' : 'finished');
        break;
      }
      default:
        break;
    }
  };

  return (
    <Joyride
      steps={joyrideSteps}
      run={run}
      stepIndex={position.index}
      continuous
      onEvent={handleEvent}
      tooltipComponent={TourTooltip}
      floatingOptions={{ hideArrow: true }}
      locale={{
        back: messages.tourBack,
        close: messages.tourClose,
        last: messages.tourFinish,
        next: messages.tourNext,
        skip: messages.tourSkip,
      }}
      options={{
        width: TOUR_TOOLTIP_WIDTH,
        overlayColor: TOUR_OVERLAY_COLOR,
        primaryColor: TOUR_PRIMARY_COLOR,
        scrollOffset: TOUR_SCROLL_OFFSET,
        scrollDuration: TOUR_SCROLL_DURATION_MS,
        spotlightPadding: TOUR_SPOTLIGHT_PADDING,
        targetWaitTimeout: TOUR_TARGET_WAIT_MS,
        overlayClickAction: disableOverlayClose ? false : 'close',
        dismissKeyAction: 'close',
        buttons: ['back', 'close', 'primary', 'skip'],
        // The tooltip keeps the focus itself: joyride's trap also focuses the primary button 100 ms
        // after each step shows, taking it from Back if the user got there first (Enter then went on).
        disableFocusTrap: true,
        showProgress: true,
        zIndex: 150,
      }}
    />
  );
}
