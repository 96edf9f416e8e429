import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import * as styles from './rich-text.css';

export interface SafeHtmlProps {
  /** Stored rich text (a description); sanitised here, whatever its source. */
  html: string;
  className?: string;
}

/** The one way the app renders stored HTML: sanitised first, then shown with the rich-text styles. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={[styles.prose, className].filter(Boolean).join(' ')}
      // Safe: the markup went through sanitizeHtml (the contract's tags, http(s)/mailto links only).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
