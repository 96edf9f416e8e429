import type { TourMessages } from '../../messages/parts/tour';

export const azTourMessages: TourMessages = {
  tourLabel: 'Bələdçi tur',
  tourBack: 'Geri',
  tourClose: 'Bağla',
  tourFinish: 'Bitir',
  tourNext: 'Növbəti',
  tourSkip: 'Turu keç',
  tourProgress: (step, steps) => `Addım ${step} / ${steps}`,
};
