import type { ReactNode } from 'react';
import { Text, VisuallyHidden } from '@radix-ui/themes';
import * as styles from './BarChart.css';

/** One bar: its label (a day, say) and one value per series, stacked in the series' order. */
export interface BarChartDatum {
  key: string;
  label: string;
  values: readonly number[];
}

export interface BarChartSeries {
  label: string;
}

export interface BarChartProps {
  /** Names the chart (its caption, and the table's). */
  title: ReactNode;
  /** One or two series, stacked bottom up; the first in the accent colour. */
  series: readonly BarChartSeries[];
  data: readonly BarChartDatum[];
  /** How a value reads ("$1,234.50"): on the axis, in each bar's tooltip and in the table. */
  formatValue: (value: number) => string;
  /** The header of the table's first column, e.g. "Day". */
  labelHeader: string;
  /** The plot's height in px. */
  height?: number;
  /**
   * Said over the empty plot when every value is 0 (§8: "No Data"), for sighted and screen-reader
   * users alike; without it an empty range shows a flat axis.
   */
  emptyLabel?: ReactNode;
}

const VIEW_HEIGHT = 100;
/** Gap between bars, as a share of a bar's slot. */
const GAP = 0.2;

/**
 * A small stacked bar chart in plain SVG (no chart library): bars scaled to the largest total, the
 * largest value and 0 on the axis, the first and the last label under it. The SVG is a picture
 * only; the same figures are in a table that screen readers read instead (visually hidden).
 */
export function BarChart({
  title,
  series,
  data,
  formatValue,
  labelHeader,
  height = 160,
  emptyLabel,
}: BarChartProps) {
  const totals = data.map((d) => d.values.reduce((sum, v) => sum + Math.max(0, v), 0));
  const max = Math.max(0, ...totals);
  const first = data[0];
  const last = data[data.length - 1];

  return (
    <figure className={styles.figure}>
      <Text as="div" size="2" weight="medium" className={styles.caption} asChild>
        <figcaption>{title}</figcaption>
      </Text>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.label} className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles.fill[i === 0 ? 0 : 1]}`} />
              <Text size="1" color="gray">
                {s.label}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.plot}>
        <Text
          size="1"
          color="gray"
          className={styles.axis}
          style={{ blockSize: height }}
          aria-hidden="true"
        >
          <span>{formatValue(max)}</span>
          <span>{formatValue(0)}</span>
        </Text>
        <div className={styles.area}>
          <svg
            aria-hidden="true"
            className={styles.svg}
            viewBox={`0 0 ${Math.max(1, data.length)} ${VIEW_HEIGHT}`}
            preserveAspectRatio="none"
            style={{ blockSize: height }}
            focusable="false"
          >
            {data.map((d, x) => {
              let base = VIEW_HEIGHT;
              return d.values.map((value, i) => {
                const h = max > 0 ? (Math.max(0, value) / max) * VIEW_HEIGHT : 0;
                base -= h;
                if (h === 0) return null;
                const tip = `${d.label}: ${series[i]?.label ?? ''} ${formatValue(value)}`;
                return (
                  <rect
                    key={`${d.key}-${i}`}
                    className={`${styles.bar} ${styles.fill[i === 0 ? 0 : 1]}`}
                    x={x + GAP / 2}
                    y={base}
                    width={1 - GAP}
                    height={h}
                  >
                    <title>{tip}</title>
                  </rect>
                );
              });
            })}
          </svg>
          {max === 0 && emptyLabel ? (
            <Text as="p" size="2" color="gray" className={styles.empty}>
              {emptyLabel}
            </Text>
          ) : null}
        </div>
        {first && last ? (
          <Text size="1" color="gray" className={styles.ticks} aria-hidden="true">
            <span>{first.label}</span>
            {last !== first ? <span>{last.label}</span> : null}
          </Text>
        ) : null}
      </div>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.key}>
                <th scope="row">{d.label}</th>
                {series.map((s, i) => (
                  <td key={s.label}>{formatValue(d.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
