import { Button, Heading, Link, Text } from '@radix-ui/themes';
import { ErrorIcon } from '../icons';
import { defaultCoreMessages, useUiMessages } from '../messages';
import * as styles from './ErrorView.css';

export interface ErrorViewProps {
  supportEmail: string;
  onRetry?: () => void;
  title?: string;
  description?: string;
  /** Addition to the contract: h1 when the error replaces a whole page (default), h2 inside a page. */
  headingLevel?: 1 | 2;
}

/** What a render error shows (SPEC §2): title, the "please contact" sentence with a mailto link, retry. */
export function ErrorView({
  supportEmail,
  onRetry,
  title,
  description,
  headingLevel = 1,
}: ErrorViewProps) {
  const messages = useUiMessages(defaultCoreMessages);
  return (
    <div className={styles.root}>
      <ErrorIcon size={32} className={styles.icon} />
      <Heading as={headingLevel === 1 ? 'h1' : 'h2'} size="5">
        {title ?? messages.errorTitle}
      </Heading>
      <Text as="p" size="2" color="gray" className={styles.description}>
        {description ?? messages.errorDescription}{' '}
        <Link href={`mailto:${supportEmail}`} underline="always">
          {supportEmail}
        </Link>
      </Text>
      {onRetry ? (
        <Button size="2" onClick={onRetry} className={styles.retry}>
          {messages.errorRetry}
        </Button>
      ) : null}
    </div>
  );
}
