import type { ReactNode } from 'react';
import { Heading, IconButton } from '@radix-ui/themes';
import { ArrowLeftIcon } from '../icons';
import { UiLink } from '../link';
import { defaultCoreMessages, useUiMessages } from '../messages';
import * as styles from './Page.css';

export interface PageProps {
  title: string;
  actions?: ReactNode;
  backHref?: string;
  /** Accessible name of the back link; `messages.back` when omitted. */
  backLabel?: string;
  children: ReactNode;
}

/** A page of the admin: the one `<h1>`, an optional back link and actions, then the content. */
export function Page({ title, actions, backHref, backLabel, children }: PageProps) {
  const messages = useUiMessages(defaultCoreMessages);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        {backHref ? (
          <IconButton asChild variant="ghost" color="gray" size="2" className={styles.back}>
            <UiLink href={backHref} aria-label={backLabel ?? messages.back}>
              <ArrowLeftIcon />
            </UiLink>
          </IconButton>
        ) : null}
        <Heading as="h1" size="6" className={styles.title}>
          {title}
        </Heading>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
