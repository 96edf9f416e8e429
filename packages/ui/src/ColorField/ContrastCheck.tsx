import { Badge, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { BLACK, contrastRatio, passesAA, WHITE } from './contrast';
import * as styles from './ColorField.css';

/** The words of a contrast check, in the app's language (the kit writes none). */
export interface ColorContrastLabels {
  /** What is checked, e.g. "Contrast for text (WCAG AA)". */
  title: string;
  /** e.g. "Against white". */
  onWhite: string;
  /** e.g. "Against black". */
  onBlack: string;
  /** e.g. "AA pass". */
  pass: string;
  /** e.g. "AA fail". */
  fail: string;
  /** The ratio as the reader writes numbers, e.g. 4.54 → "4.5:1" (or "4,5:1"). */
  ratio: (ratio: number) => string;
}

export interface ContrastCheckProps {
  /** A `#rrggbb` colour. */
  color: string;
  labels: ColorContrastLabels;
}

/**
 * How a colour reads against white and against black: the WCAG contrast ratio and whether it
 * passes AA for body text (4.5:1), each with a small picture of the pair. Pass and fail are words,
 * not only colours.
 */
export function ContrastCheck({ color, labels }: ContrastCheckProps) {
  const titleId = useId();
  const rows = [
    { background: WHITE, label: labels.onWhite },
    { background: BLACK, label: labels.onBlack },
  ];
  return (
    <div>
      <Text as="p" id={titleId} size="1" weight="medium" color="gray">
        {labels.title}
      </Text>
      <ul className={styles.contrast} aria-labelledby={titleId}>
        {rows.map(({ background, label }) => {
          const ratio = contrastRatio(color, background);
          const pass = passesAA(ratio);
          return (
            <li key={background} className={styles.contrastRow}>
              <span className={styles.pair} style={{ background }} aria-hidden="true">
                <span className={styles.pairInner} style={{ background: color }} />
              </span>
              <Text size="2">
                {label}: {labels.ratio(ratio)}
              </Text>
              <Badge color={pass ? 'green' : 'red'} variant="soft">
                {pass ? labels.pass : labels.fail}
              </Badge>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
