import { Badge } from '@radix-ui/themes';

/** The colour family of a status. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Tones of the statuses the back office shows; anything else is neutral. */
export const defaultStatusTones: Readonly<Record<string, StatusTone>> = {
  active: 'success',
  published: 'success',
  paid: 'success',
  fulfilled: 'success',
  delivered: 'success',
  inactive: 'neutral',
  hidden: 'neutral',
  draft: 'neutral',
  archived: 'neutral',
  pending: 'warning',
  unfulfilled: 'warning',
  partially_fulfilled: 'warning',
  scheduled: 'info',
  ready_for_pickup: 'info',
  picked_up: 'info',
  expired: 'danger',
  cancelled: 'danger',
  canceled: 'danger',
  refunded: 'danger',
  failed: 'danger',
};

const RADIX_COLOR = {
  neutral: 'gray',
  info: 'blue',
  success: 'green',
  warning: 'amber',
  danger: 'red',
} as const;

export interface StatusBadgeProps {
  /** The status value, e.g. "hidden"; it picks the tone. */
  status: string;
  /** What the user reads, in their language (the app passes it: "Hidden"). */
  label: string;
  /** Forces a tone instead of the one the status maps to. */
  tone?: StatusTone;
  /** Extra or overriding status → tone pairs. */
  tones?: Readonly<Record<string, StatusTone>>;
}

/** A small badge for a status: the tone follows the status, the text is the app's label. */
export function StatusBadge({ status, label, tone, tones }: StatusBadgeProps) {
  const resolved = tone ?? tones?.[status] ?? defaultStatusTones[status] ?? 'neutral';
  return (
    <Badge
      color={RADIX_COLOR[resolved]}
      variant="soft"
      radius="full"
      // Amber's step 11 on its soft background misses 4.5:1; step 12 text passes.
      highContrast={resolved === 'warning'}
      data-status={status}
    >
      {label}
    </Badge>
  );
}
