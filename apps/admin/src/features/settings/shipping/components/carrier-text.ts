import type { TFunction } from 'i18next';

/** How shipping says a carrier's connection (ConnectionBadges): sandbox or production. */
export const carrierConnectionWords = (t: TFunction) => ({
  notConnected: t('shipping.carriers.notConnected'),
  modes: {
    test: t('shipping.carriers.modes.testMode'),
    live: t('shipping.carriers.modes.liveMode'),
  },
});
