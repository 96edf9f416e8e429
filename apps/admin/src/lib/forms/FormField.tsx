import { cloneElement, type ReactElement } from 'react';
import { Flex, Text } from '@radix-ui/themes';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Label, control and message wired together: the label names the control, an error is announced as
 * its description and marks it invalid.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactElement<ControlProps>;
}) {
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message ? (
        <Text
          id={messageId}
          size="1"
          color={error ? 'red' : 'gray'}
          role={error ? 'alert' : undefined}
        >
          {message}
        </Text>
      ) : null}
    </Flex>
  );
}
