/** Messages of Tour. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- keys arrive with the components
export interface TourMessages {}

export const defaultTourMessages: TourMessages = {};
