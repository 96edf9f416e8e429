import type { ReactNode, SVGProps } from 'react';
import { flipInRtl } from '../theme/common.css';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Edge length in px (16 by default). */
  size?: number;
};

/**
 * Builds a 16×16 stroke icon. Icons are decorative (`aria-hidden`): the control around them carries the
 * accessible name. `directional` icons (arrows, chevrons pointing "forward") mirror in right-to-left text.
 */
export function createIcon(
  name: string,
  paths: ReactNode,
  options: { directional?: boolean } = {},
) {
  function IconComponent({ size = 16, className, ...props }: IconProps) {
    const classes = [options.directional ? flipInRtl : undefined, className]
      .filter(Boolean)
      .join(' ');
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={classes || undefined}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = name;
  return IconComponent;
}
