import type { TFunction } from 'i18next';
import type { TourStep } from '@shop/ui';

/**
 * §5/§9: the nine steps, in order, each on a stable `data-tour` target the kit renders (Header, the
 * Sidebar's nav and its groups by id, ProfileMenu's trigger). A step on a sidebar group is titled
 * with the group's own label. `inDrawer`: below 768 px the target lives in the navigation drawer,
 * which the tour opens for it.
 */
export const TOUR_STOPS = [
  { id: 'header', target: 'header', title: 'tour:steps.header.title', inDrawer: false },
  { id: 'sidebar', target: 'sidebar', title: 'tour:steps.sidebar.title', inDrawer: true },
  { id: 'home', target: 'home', title: 'general:nav.home', inDrawer: true },
  { id: 'catalog', target: 'catalog', title: 'general:nav.catalog', inDrawer: true },
  { id: 'customers', target: 'customers', title: 'general:nav.customersGroup', inDrawer: true },
  { id: 'discounts', target: 'discount', title: 'general:nav.discount', inDrawer: true },
  { id: 'onlineStore', target: 'online-store', title: 'general:nav.onlineStore', inDrawer: true },
  { id: 'settings', target: 'settings', title: 'general:nav.settings', inDrawer: true },
  { id: 'profile', target: 'profile', title: 'tour:steps.profile.title', inDrawer: false },
] as const;

/**
 * Where a step's tooltip goes. The header and the profile sit at the top: below them. The sidebar's
 * entries: beside them, or on a phone (whose drawer leaves no room beside it) below them; the whole
 * sidebar fills the phone's height, so its tooltip sits in the middle of the screen.
 */
function placementOf(stop: (typeof TOUR_STOPS)[number], phone: boolean): TourStep['placement'] {
  if (stop.id === 'profile') return 'bottom-end';
  if (!stop.inDrawer) return 'bottom';
  if (!phone) return 'right';
  return stop.id === 'sidebar' ? 'center' : 'bottom';
}

/** The steps in the interface language (namespaces `tour` and `general`). */
export function buildTourSteps(t: TFunction<['tour', 'general']>, phone = false): TourStep[] {
  return TOUR_STOPS.map((stop) => ({
    target: `[data-tour="${stop.target}"]`,
    title: t(stop.title),
    content: t(`tour:steps.${stop.id}.content`),
    placement: placementOf(stop, phone),
    disableBeacon: true,
  }));
}
