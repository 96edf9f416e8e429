import { Skeleton as RadixSkeleton } from '@radix-ui/themes';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** CSS block size of one line (default 16px, or 120px for a block when `lines` is 1 and no height given). */
  height?: string;
  width?: string;
  /** Several text-like lines; the last one is shorter, like real text. */
  lines?: number;
}

/**
 * A pulsing placeholder. Purely decorative (Radix marks it `aria-hidden` and inert): the container that is
 * loading says so to assistive technology (`aria-busy`, a status text).
 */
export function Skeleton({ height = '16px', width = '100%', lines = 1 }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  if (count === 1) {
    return (
      <div className={styles.stack} style={{ inlineSize: width }}>
        <RadixSkeleton height={height} width="100%" />
      </div>
    );
  }
  return (
    <div className={styles.stack} style={{ inlineSize: width }}>
      {Array.from({ length: count }, (_, index) => (
        <RadixSkeleton key={index} height={height} width={index === count - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
