import { useId, type ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';

/** One card of a long form: a titled region (its heading names it for screen readers). */
export function FormSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Controls beside the heading (e.g. an AI helper). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Flex align="start" justify="between" gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="4" id={headingId}>
                {title}
              </Heading>
              {description ? (
                <Text as="p" size="2" color="gray">
                  {description}
                </Text>
              ) : null}
            </Flex>
            {actions}
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}
