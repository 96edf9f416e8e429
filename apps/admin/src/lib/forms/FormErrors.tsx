import { Callout } from '@radix-ui/themes';

/**
 * A form's errors that belong to no single field (the server's, or a rule over several fields), read
 * out as soon as they appear. Nothing is drawn while there are none.
 */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Callout.Root color="red" role="alert">
      {messages.map((message) => (
        <Callout.Text key={message}>{message}</Callout.Text>
      ))}
    </Callout.Root>
  );
}
