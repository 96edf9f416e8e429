import type { TourMessages } from '../../messages/parts/tour';

export const azTourMessages: TourMessages = {};
