import { Code, Table, Text } from '@radix-ui/themes';
import { defaultCoreMessages } from '../messages/parts/core';
import { defaultDataTableMessages } from '../messages/parts/data-table';
import { defaultFormMessages } from '../messages/parts/forms';
import { defaultTourMessages } from '../messages/parts/tour';
import { defaultUploadMessages } from '../messages/parts/upload';
import { azUiMessages } from '../storybook/az-messages';
import type { UiMessages } from '../messages';
import { ShopThemeProvider } from '../theme';

/** The parts of `UiMessages`, in the order `messages.ts` merges them. */
const parts: Record<string, object> = {
  core: defaultCoreMessages,
  dataTable: defaultDataTableMessages,
  upload: defaultUploadMessages,
  forms: defaultFormMessages,
  tour: defaultTourMessages,
};

/** Sample arguments for message functions: a count, or a position and a total. */
function show(value: unknown): string {
  if (typeof value !== 'function') return String(value ?? '—');
  try {
    return String((value as (...n: number[]) => string)(3, 9));
  } catch {
    return '—';
  }
}

function signature(key: string, value: unknown): string {
  if (typeof value !== 'function') return key;
  const names = Array.from(
    { length: (value as (...n: number[]) => string).length },
    (_, i) => ['a', 'b', 'c'][i],
  );
  return `${key}(${names.join(', ')})`;
}

/**
 * Every key of `UiMessages`, grouped by part, with its English default and the Azerbaijani the
 * Storybook "az" locale uses. Message functions are shown called with (3, 9). Generated from the
 * sources, so it never goes stale.
 */
export function MessagesTable({ part }: { part?: keyof typeof parts }) {
  const entries = Object.entries(parts).filter(([name]) => !part || name === part);
  // MDX pages render outside the story decorators: bring the kit's theme along.
  return (
    <ShopThemeProvider appearance="light">
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Part</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Key</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>English default</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Azerbaijani (Storybook)</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.flatMap(([name, messages]) =>
            Object.entries(messages).map(([key, value]) => (
              <Table.Row key={`${name}.${key}`}>
                <Table.Cell>
                  <Text color="gray">{name}</Text>
                </Table.Cell>
                <Table.RowHeaderCell>
                  <Code variant="ghost">{signature(key, value)}</Code>
                </Table.RowHeaderCell>
                <Table.Cell>{show(value)}</Table.Cell>
                <Table.Cell lang="az">{show(azUiMessages[key as keyof UiMessages])}</Table.Cell>
              </Table.Row>
            )),
          )}
        </Table.Body>
      </Table.Root>
    </ShopThemeProvider>
  );
}
