import { Avatar as RadixAvatar } from '@radix-ui/themes';
import * as styles from './Avatar.css';

export interface AvatarProps {
  src?: string | null;
  initials: string;
  size?: '1' | '2' | '3';
  /**
   * Addition to the contract: a text alternative when the avatar stands alone. Without it the avatar is
   * decorative, because the kit always shows it next to the person's name.
   */
  label?: string;
}

/** The profile image, or the initials while it loads, when it fails, or when there is none. */
export function Avatar({ src, initials, size = '2', label }: AvatarProps) {
  // The wrapper carries the semantics: Radix puts extra props on the <img>, which is absent when the
  // initials show, so they would be read letter by letter.
  const semantics = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={styles.root} {...semantics}>
      <RadixAvatar
        src={src ?? undefined}
        fallback={initials.slice(0, 2).toUpperCase()}
        size={size}
        radius="full"
        variant="soft"
        alt=""
      />
    </span>
  );
}
