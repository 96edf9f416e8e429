import { Text } from '@radix-ui/themes';
import * as styles from '../app-layout.css';

/** Our mark beside the shop's name, used when the shop has no admin panel logo of its own. */
export function DefaultLogo({ shopName }: { shopName: string }) {
  return (
    <div className={styles.defaultLogo}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="7" fill="var(--accent-9)" />
        <path
          d="M7.5 11 9.2 7h9.6l1.7 4v1a2.6 2.6 0 0 1-4.4 1.9 2.6 2.6 0 0 1-4.2 0A2.6 2.6 0 0 1 7.5 12z"
          fill="var(--accent-contrast)"
        />
        <path
          d="M8.5 15.5V21h11v-5.5"
          fill="none"
          stroke="var(--accent-contrast)"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <Text size="3" weight="bold" truncate>
        {shopName}
      </Text>
    </div>
  );
}
