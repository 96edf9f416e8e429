/** Messages of Tour (labels from SPEC §9). */
export interface TourMessages {
  /** Accessible name of the tour dialog. */
  tourLabel: string;
  tourBack: string;
  tourClose: string;
  tourFinish: string;
  tourNext: string;
  tourSkip: string;
  /** Progress label, e.g. "Step 2 of 9" (1-based step). */
  tourProgress: (step: number, steps: number) => string;
}

export const defaultTourMessages: TourMessages = {
  tourLabel: 'Guided tour',
  tourBack: 'Back',
  tourClose: 'Close',
  tourFinish: 'Finish',
  tourNext: 'Next',
  tourSkip: 'Skip Tour',
  tourProgress: (step, steps) => `Step ${step} of ${steps}`,
};
