import { useId, type ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';

/** One card of the collection form: a titled region (its heading names it for screen readers). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
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
          {children}
        </Flex>
      </section>
    </Card>
  );
}
