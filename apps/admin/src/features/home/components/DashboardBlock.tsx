import type { ReactNode } from 'react';
import { Card, Heading } from '@radix-ui/themes';

/** One block of the dashboard: a card named by its heading. */
export function DashboardBlock({
  headingId,
  title,
  busy = false,
  children,
}: {
  headingId: string;
  title: string;
  /** Loading: assistive technology hears the block is busy (the skeletons are decorative). */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId} aria-busy={busy || undefined}>
        <Heading as="h2" size="3" id={headingId} mb="3">
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}
