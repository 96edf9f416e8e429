export { Tour } from './Tour';
export type { TourProps } from './Tour';
export {
  TOUR_OVERLAY_COLOR,
  TOUR_PRIMARY_COLOR,
  TOUR_SCROLL_DURATION_MS,
  TOUR_SCROLL_OFFSET,
  TOUR_SPOTLIGHT_PADDING,
  TOUR_TOOLTIP_WIDTH,
  validateTourSteps,
} from './tour-logic';
export type { TourEndStatus, TourPlacement, TourStep } from './tour-logic';
