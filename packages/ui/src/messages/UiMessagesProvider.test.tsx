import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultUiMessages, type UiMessages } from './messages';
import { defaultCoreMessages } from './parts/core';
import { mergeMessages, UiMessagesProvider, useUiMessages } from './UiMessagesProvider';

function Show({ name }: { name: keyof UiMessages }) {
  const messages = useUiMessages(defaultUiMessages);
  const value = messages[name];
  // Message functions take one or more numbers (e.g. tourProgress(step, steps)).
  return <p>{typeof value === 'function' ? (value as (...n: number[]) => string)(3, 9) : value}</p>;
}

describe('UiMessagesProvider', () => {
  it('gives the English defaults without a provider', () => {
    render(<Show name="errorTitle" />);
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('overrides only the keys it is given', () => {
    render(
      <UiMessagesProvider messages={{ errorTitle: 'Nəsə səhv getdi' }}>
        <Show name="errorTitle" />
        <Show name="errorRetry" />
      </UiMessagesProvider>,
    );
    expect(screen.getByText('Nəsə səhv getdi')).toBeTruthy();
    expect(screen.getByText('Try again')).toBeTruthy();
  });

  it('nests: an inner provider refines the outer one', () => {
    render(
      <UiMessagesProvider messages={{ back: 'Geri', dismiss: 'Bağla' }}>
        <UiMessagesProvider messages={{ dismiss: 'Gizlət' }}>
          <Show name="back" />
          <Show name="dismiss" />
        </UiMessagesProvider>
      </UiMessagesProvider>,
    );
    expect(screen.getByText('Geri')).toBeTruthy();
    expect(screen.getByText('Gizlət')).toBeTruthy();
  });

  it("gives a part its own English under the provider's translations", () => {
    function Core() {
      const core = useUiMessages(defaultCoreMessages);
      return (
        <p>
          {core.errorTitle} / {core.errorRetry}
        </p>
      );
    }
    render(
      <UiMessagesProvider messages={{ errorTitle: 'Nəsə səhv getdi', tableNextPage: 'Növbəti' }}>
        <Core />
      </UiMessagesProvider>,
    );
    expect(screen.getByText('Nəsə səhv getdi / Try again')).toBeTruthy();
  });

  it('keeps the default for an explicit undefined', () => {
    const merged = mergeMessages(defaultUiMessages, { back: undefined });
    expect(merged.back).toBe('Back');
  });

  it('formats counts', () => {
    expect(defaultUiMessages.tableCount(1)).toBe('1 result');
    expect(defaultUiMessages.tableCount(1234)).toBe('1,234 results');
    expect(defaultUiMessages.tableCountCapped(1000)).toBe('1,000+ results');
  });
});
