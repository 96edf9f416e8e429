import { useState } from 'react';
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

type ImageStatus = 'loading' | 'loaded' | 'error';

/** Radix's font size classes for initials of one and two letters. */
const LETTER_CLASS: Record<number, string> = { 1: 'rt-one-letter', 2: 'rt-two-letters' };

/**
 * The profile image once it has loaded; the initials when there is none or it fails; an empty circle
 * while it loads.
 *
 * Radix Themes' Avatar in plain elements, with its classes (so its styles apply as they are): the
 * header shows one on every page, and Radix's version brought its Avatar primitive, a context and two
 * hooks into every first load for an <img> with a fallback.
 */
export function Avatar({ src, initials, size = '2', label }: AvatarProps) {
  // What the last image that answered did; a new source is loading until its own answer.
  const [image, setImage] = useState<{ src: string; status: ImageStatus } | null>(null);
  const status: ImageStatus = !src ? 'error' : image?.src === src ? image.status : 'loading';
  const letters = initials.slice(0, 2).toUpperCase();
  // The wrapper carries the semantics: the <img> is absent while the initials show, and the initials
  // alone would be read letter by letter.
  const semantics = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={styles.root} {...semantics}>
      <span
        className={`rt-reset rt-AvatarRoot rt-r-size-${size} rt-variant-soft`}
        data-radius="full"
      >
        {status === 'loaded' ? null : (
          <span className={`rt-AvatarFallback ${LETTER_CLASS[letters.length] ?? ''}`}>
            {status === 'error' ? letters : null}
          </span>
        )}
        {src ? (
          <img
            key={src}
            className="rt-AvatarImage"
            src={src}
            alt=""
            // Shown once it has loaded, as Radix does; until then the fallback holds its place.
            hidden={status !== 'loaded'}
            onLoad={() => setImage({ src, status: 'loaded' })}
            onError={() => setImage({ src, status: 'error' })}
          />
        ) : null}
      </span>
    </span>
  );
}
